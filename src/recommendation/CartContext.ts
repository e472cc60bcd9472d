/** What every add-to-cart button of the page needs: the page variant and the quiz result's variant id. */
import { createContext, useContext } from 'react';
import { DEFAULT_KIT_PRICE } from '../core/constants.ts';
import type { PageVariant } from '../core/navigation.ts';

export interface CartInfo {
  variant: PageVariant;
  /** The quiz result's `shopifyVariantId`; absent until a quiz result with one exists. */
  shopifyVariantId: string | undefined;
  /** The kit price variant A's buttons show (see prices.ts). */
  kitPrice: number;
}

export const CartContext = createContext<CartInfo>({ variant: 'A', shopifyVariantId: undefined, kitPrice: DEFAULT_KIT_PRICE });

export function useCartInfo(): CartInfo {
  return useContext(CartContext);
}
