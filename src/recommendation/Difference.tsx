/** Variant A, section 6: "The {productName} Difference", with the mobile image under 620px. */
import { DIFFERENCE_IMAGE_MOBILE_BELOW_PX } from '../core/constants.ts';
import type { Marketing } from '../core/types.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { CART_SECTION } from './sections.ts';

export function Difference({ marketing }: { marketing: Marketing }) {
  const { differenceImage: desktop, differenceImageMobile: mobile, productName } = marketing;
  const image = desktop ?? mobile;
  return (
    <section className="rec-section difference" aria-labelledby="rec-difference-title" data-section="difference">
      <h2 id="rec-difference-title">The {productName} Difference</h2>
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
