/**
 * Variant A, section 7: the FAQ accordion (WAI-ARIA accordion pattern). Header buttons toggle their
 * panel (Enter/Space, natively); Up/Down/Home/End move between headers. Answers are Portable Text.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Marketing } from '../core/types.ts';
import { useCopy } from './CartContext.ts';
import { RichText } from './RichText.tsx';

const FOCUS_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

export function Faq({ faqs }: { faqs: Marketing['faqs'] }) {
  const { copy, fillRichText } = useCopy();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const idPrefix = useId();

  function toggle(key: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (!FOCUS_KEYS.includes(event.key)) return;
    event.preventDefault();
    const last = faqs.length - 1;
    const target = event.key === 'Home' ? 0
      : event.key === 'End' ? last
        : event.key === 'ArrowDown' ? (index === last ? 0 : index + 1)
          : (index === 0 ? last : index - 1);
    buttons.current[target]?.focus();
  }

  return (
    <section className="rec-section faq" part="section" aria-labelledby={`${idPrefix}title`} data-section="faq">
      <h2 id={`${idPrefix}title`}>{copy.faqHeading}</h2>
      <div className="accordion" part="faq">
        {faqs.map((faq, index) => {
          const expanded = open.has(faq._key);
          const buttonId = `${idPrefix}q${index}`;
          const panelId = `${idPrefix}a${index}`;
          return (
            <div className="accordion-item" key={faq._key}>
              <h3>
                <button
                  type="button"
                  part="faq-question"
                  id={buttonId}
                  ref={(element) => { buttons.current[index] = element; }}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(faq._key)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <span>{faq.question}</span>
                  <span className="accordion-icon" aria-hidden="true" />
                </button>
              </h3>
              <div className="accordion-panel" part="faq-answer" id={panelId} hidden={!expanded}>
                <RichText value={fillRichText(faq.answer)} />
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
