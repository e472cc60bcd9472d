/**
 * Variant A, section 2: the AI description. The content's "analyzing" text until a description exists,
 * then its lines numbered 01, 02, … The text is rendered as plain text, never as HTML.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { numberedLines } from '../core/cart-links.ts';
import { yieldToMain } from '../core/yield.ts';
import { $analysis, retryAnalysisIfNeeded, storedDescription } from '../stores/analysis.ts';
import { $market } from '../stores/market.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { useCopy } from './CartContext.ts';
import { CART_SECTION } from './sections.ts';

export function AiResults() {
  const analysis = useStore($analysis);
  const { copy } = useCopy();
  // Another language may need its own description (src/stores/analysis.ts).
  const { locale } = useStore($market);
  useEffect(() => {
    // In a task of its own: the run's first request and store updates need not lengthen the task that
    // put the page on screen (on a direct load that task is already the page's longest).
    void yieldToMain().then(() => retryAnalysisIfNeeded());
  }, [locale]);
  const content = analysis.content ?? storedDescription();
  const lines = content ? numberedLines(content) : [];
  const analyzing = lines.length === 0;

  return (
    <section className="rec-section ai-results" part="section" aria-labelledby="rec-ai-title" aria-busy={analyzing} data-section="ai-results">
      <div aria-live="polite">
        {analyzing ? (
          <div className="analyzing" role="status">
            <div className="analyzing-dots" aria-hidden="true"><span /><span /><span /></div>
            <h2 id="rec-ai-title">{copy.analyzing}</h2>
          </div>
        ) : (
          <>
            {copy.resultsEyebrow && <p className="eyebrow">{copy.resultsEyebrow}</p>}
            <h2 id="rec-ai-title">{copy.resultsHeading}</h2>
            <ol className="ai-lines">
              {lines.map((line) => (
                <li key={line.number} part="card"><span className="ai-number" aria-hidden="true">{line.number}</span> <span>{line.text}</span></li>
              ))}
            </ol>
          </>
        )}
      </div>
      <AddToCartButton section={CART_SECTION.aiResults} />
    </section>
  );
}
