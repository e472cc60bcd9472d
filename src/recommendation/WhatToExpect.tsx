/** Variant A, section 3 (also on B/C): what to expect, in the content's words (shown when it has steps). */
import { AddToCartButton } from './AddToCartButton.tsx';
import { useCopy } from './CartContext.ts';
import { CART_SECTION } from './sections.ts';

export function WhatToExpect() {
  const { copy, expectSteps } = useCopy();
  return (
    <section className="rec-section what-to-expect" part="section" aria-labelledby="rec-expect-title" data-section="what-to-expect">
      <h2 id="rec-expect-title">{copy.expectHeading}</h2>
      {copy.expectSubheading && <p className="sub-title">{copy.expectSubheading}</p>}
      <ol className="expect-steps">
        {expectSteps.map((step, index) => (
          <li key={step} part="card"><span className="expect-number" aria-hidden="true">{index + 1}</span><span>{step}</span></li>
        ))}
      </ol>
      <AddToCartButton section={CART_SECTION.whatToExpect} />
    </section>
  );
}
