/** What every section of the page needs: the page variant, the quiz result's variant id, and every word and price (src/core/results-copy.ts). */
import { createContext, useContext } from 'react';
import type { PageVariant } from '../core/navigation.ts';
import { resultsCopy, type ResultsCopy } from '../core/results-copy.ts';
import { $market } from '../stores/market.ts';

export interface CartInfo {
  variant: PageVariant;
  /** The quiz result's `shopifyVariantId`; absent until a quiz result with one exists. */
  shopifyVariantId: string | undefined;
  copy: ResultsCopy;
}

export const CartContext = createContext<CartInfo>({ variant: 'A', shopifyVariantId: undefined, copy: resultsCopy(null, null, $market.get()) });

export function useCartInfo(): CartInfo {
  return useContext(CartContext);
}

export function useCopy(): ResultsCopy {
  return useContext(CartContext).copy;
}
