/**
 * Variant A, section 4: the testimonials carousel (WAI-ARIA carousel pattern, no autoplay).
 * Previous/next wrap around at both ends; each move locks the carousel for CAROUSEL_LOCK_MS (docs/behaviour.md "Recommendation pages").
 */
import { useId, useRef, useState } from 'react';
import { CAROUSEL_LOCK_MS } from '../core/constants.ts';
import { fillTemplate } from '../core/template.ts';
import type { Marketing } from '../core/types.ts';
import { useCopy } from './CartContext.ts';

type Testimonial = Marketing['testimonials'][number];

/** "2 of 5": the slide's name. */
function position(template: string, position: number, count: number): string {
  const filled = fillTemplate(template, { position: String(position), count: String(count) });
  return filled.ok ? filled.text : `${position} / ${count}`;
}

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const { copy } = useCopy();
  const [current, setCurrent] = useState(0);
  const [direction, setDirection] = useState<'next' | 'previous' | null>(null);
  const lockedUntil = useRef(0);
  const slidesId = useId();
  const count = testimonials.length;
  if (count === 0) return null;

  function move(step: 1 | -1) {
    const now = performance.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + CAROUSEL_LOCK_MS;
    setDirection(step === 1 ? 'next' : 'previous');
    setCurrent((index) => (index + step + count) % count);
  }

  return (
    <section className="rec-section testimonials" part="section" aria-labelledby="rec-testimonials-title" data-section="testimonials">
      <h2 id="rec-testimonials-title">{copy.testimonialsHeading}</h2>
      <div className="carousel" role="region" aria-roledescription={copy.carouselDescription} aria-label={copy.testimonialsLabel}>
        <div className="carousel-controls">
          <button type="button" className="carousel-arrow" part="button carousel-button" aria-controls={slidesId} aria-label={copy.previousTestimonial} onClick={() => move(-1)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7" /></svg>
          </button>
          <button type="button" className="carousel-arrow" part="button carousel-button" aria-controls={slidesId} aria-label={copy.nextTestimonial} onClick={() => move(1)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M9 5l7 7-7 7" /></svg>
          </button>
        </div>
        <div className="carousel-slides" id={slidesId} aria-live="polite">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial._key}
              className={`slide${index === current && direction ? ` enter-${direction}` : ''}`}
              part="card testimonial"
              role="group"
              aria-roledescription={copy.slideDescription}
              aria-label={position(copy.testimonialPosition, index + 1, count)}
              hidden={index !== current}
            >
              <figure>
                <blockquote><p>{testimonial.quote}</p></blockquote>
                <figcaption>{testimonial.name}</figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
