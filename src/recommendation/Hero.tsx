/** Variant A, section 1: the promise, the main add-to-cart and the perks (all from content). */
import { AddToCartButton } from './AddToCartButton.tsx';
import { useCopy } from './CartContext.ts';
import { CART_SECTION } from './sections.ts';

export function Hero() {
  const { copy, heroPerks } = useCopy();
  return (
    <section className="rec-section hero" part="section" aria-labelledby="rec-hero-title" data-section="hero">
      {copy.heroEyebrow && <p className="eyebrow">{copy.heroEyebrow}</p>}
      <h2 id="rec-hero-title">{copy.heroHeading}</h2>
      <AddToCartButton section={CART_SECTION.hero} primary />
      {heroPerks.length > 0 && <ul className="perks">{heroPerks.map((perk) => <li key={perk}>{perk}</li>)}</ul>}
    </section>
  );
}
