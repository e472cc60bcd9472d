/** What every add-to-cart button of the page needs: the page variant and the quiz result's variant id. */
import { createContext, useContext } from 'react';
import type { PageVariant } from '../core/navigation.ts';

export interface CartInfo {
  variant: PageVariant;
  /** The quiz result's `shopifyVariantId`; absent until a quiz result with one exists. */
  shopifyVariantId: string | undefined;
}

export const CartContext = createContext<CartInfo>({ variant: 'A', shopifyVariantId: undefined });

export function useCartInfo(): CartInfo {
  return useContext(CartContext);
}
