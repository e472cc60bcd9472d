/** Variant A, section 1. */
import { AddToCartButton } from './AddToCartButton.tsx';
import { CART_SECTION } from './sections.ts';

export function Hero() {
  return (
    <section className="rec-section hero" part="section" aria-labelledby="rec-hero-title" data-section="hero">
      <p className="eyebrow">Over 400,000 sold</p>
      <h2 id="rec-hero-title">Your Signature Scent Awaits</h2>
      <AddToCartButton section={CART_SECTION.hero} />
      <ul className="perks">
        <li>Complimentary U.S. shipping always</li>
        <li>4 expertly-crafted scents just for you</li>
        <li>Discovery Kit cost applied to full-size purchase</li>
      </ul>
    </section>
  );
}
