/** Variant A, section 3 (also on B/C): "Signature Scent Discovery, Simplified". */
import { AddToCartButton } from './AddToCartButton.tsx';
import { CART_SECTION } from './sections.ts';

const STEPS = [
  '4 surprise scent samples handpicked for you',
  'An 89% success rate in matching you with 1 you love',
  'Test them at home',
  'Use a $25 credit for a full-size bottle',
] as const;

export function WhatToExpect() {
  return (
    <section className="rec-section what-to-expect" part="section" aria-labelledby="rec-expect-title" data-section="what-to-expect">
      <h2 id="rec-expect-title">Signature Scent Discovery, Simplified</h2>
      <p className="sub-title">Here&apos;s what to expect.</p>
      <ol className="expect-steps">
        {STEPS.map((step, index) => (
          <li key={step} part="card"><span className="expect-number" aria-hidden="true">{index + 1}</span><span>{step}</span></li>
        ))}
      </ol>
      <AddToCartButton section={CART_SECTION.whatToExpect} />
    </section>
  );
}
