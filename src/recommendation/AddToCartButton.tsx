/**
 * An add-to-cart link (docs/behaviour.md "Recommendation pages"). Without a variant id it is disabled: no href,
 * `aria-disabled`. A plain click emits `fq-add-to-cart` (cancelable), tracks it, then follows the link;
 * a modified click (new tab) keeps the browser's behaviour unless the host cancels.
 */
import { useStore } from '@nanostores/react';
import type { MouseEvent, ReactNode } from 'react';
import { $quizId, quizId as storedQuizId, shopperId } from '../analytics/first-party-ids.ts';
import { productCartLink, variantACartLink } from '../core/cart-links.ts';
import { announceAddToCart, followCartLink } from './add-to-cart.ts';
import { useCartInfo } from './CartContext.ts';

interface AddToCartButtonProps {
  section: number;
  /** A product card's own variant (link `/cart/{id}:1`); default: the quiz result's, with the note. */
  productVariantId?: string | undefined;
  children?: ReactNode;
  className?: string;
  /** Variant A: the section's one main button (the others are quieter, with their own words). */
  primary?: boolean;
}

export function AddToCartButton({ section, productVariantId, children, className = '', primary = false }: AddToCartButtonProps) {
  const { variant, shopifyVariantId: resultVariantId, copy } = useCartInfo();
  const label = children ?? (primary ? copy.copy.kitButton : copy.copy.kitButtonSecondary);
  useStore($quizId);
  const quizId = storedQuizId();
  const isProductCard = productVariantId !== undefined;
  const shopifyVariantId = isProductCard ? productVariantId : resultVariantId;
  const classes = `button add-to-cart${children === undefined && !primary ? ' secondary' : ''} ${className}`.trim();

  if (!resultVariantId || !shopifyVariantId) {
    return <a className={classes} part="add-to-cart" role="link" aria-disabled="true" data-section={section}>{label}</a>;
  }

  const keys = { quizId, variant };
  const url = isProductCard ? productCartLink(shopifyVariantId, keys) : variantACartLink(shopifyVariantId, shopperId(), keys);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const proceed = announceAddToCart({ url, section, shopifyVariantId: shopifyVariantId as string, variant });
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!proceed) {
      event.preventDefault();
    } else if (!modified) {
      event.preventDefault();
      followCartLink(url);
    }
  }

  return <a className={classes} part="add-to-cart" href={url} onClick={onClick} data-section={section}>{label}</a>;
}
