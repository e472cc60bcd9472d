/** Variant A, section 5: "Our Principles", with an animated illustration on desktop only. */
import type { Marketing } from '../core/types.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { useCopy } from './CartContext.ts';
import { PrinciplesArt } from './PrinciplesArt.tsx';
import { CART_SECTION } from './sections.ts';

export function Principles({ principles }: { principles: Marketing['principles'] }) {
  return (
    <section className="rec-section principles" part="section" aria-labelledby="rec-principles-title" data-section="principles">
      <h2 id="rec-principles-title">{useCopy().copy.principlesHeading}</h2>
      <PrinciplesArt />
      <ul className="principle-list">
        {principles.map((principle) => (
          <li key={principle._key}>
            <h3>{principle.title}</h3>
            <p>{principle.text}</p>
          </li>
        ))}
      </ul>
      <AddToCartButton section={CART_SECTION.principles} />
    </section>
  );
}
