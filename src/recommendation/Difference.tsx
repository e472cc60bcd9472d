/** Variant A, section 6: the difference (heading from the content, e.g. "The {productName} Difference") in words, then its picture (the mobile one under 620px). */
import { DIFFERENCE_IMAGE_MOBILE_BELOW_PX } from '../core/constants.ts';
import type { Marketing } from '../core/types.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { useCopy } from './CartContext.ts';
import { CART_SECTION } from './sections.ts';

export function Difference({ marketing }: { marketing: Marketing }) {
  const { differenceImage: desktop, differenceImageMobile: mobile, differenceIntro, differencePoints } = marketing;
  const { copy } = useCopy();
  const image = desktop ?? mobile;
  return (
    <section className="rec-section difference" part="section" aria-labelledby="rec-difference-title" data-section="difference">
      <h2 id="rec-difference-title">{copy.differenceHeading}</h2>
      {differenceIntro && <p className="sub-title">{differenceIntro}</p>}
      {differencePoints.length > 0 && (
        <ul className="difference-points">
          {differencePoints.map((point) => (
            <li key={point._key} part="card">
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      )}
      {image && (
        <picture>
          {desktop && mobile && <source media={`(max-width: ${DIFFERENCE_IMAGE_MOBILE_BELOW_PX - 0.02}px)`} srcSet={mobile.url} width={mobile.width} height={mobile.height} />}
          <img src={image.url} alt={image.altText} width={image.width} height={image.height} loading="lazy" decoding="async" />
        </picture>
      )}
      <AddToCartButton section={CART_SECTION.difference} />
    </section>
  );
}
