/**
 * The store link that marks a browser as the merchant's (server/merchant-visit.ts): asked for on demand,
 * since it is a credential of sorts (whoever opens it is left out of the reports).
 */
import { atom } from 'nanostores';

export type MerchantLinkState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; url: string; expiresAt: string }
  | { status: 'error'; message: string };

export const $merchantLink = atom<MerchantLinkState>({ status: 'idle' });

export async function requestMerchantLink(): Promise<void> {
  $merchantLink.set({ status: 'loading' });
  try {
    const response = await fetch('/insights/merchant-link', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body = (await response.json()) as { url?: unknown; expiresAt?: unknown; error?: string };
    if (!response.ok || typeof body.url !== 'string' || typeof body.expiresAt !== 'string') {
      $merchantLink.set({ status: 'error', message: body.error ?? `the server answered ${response.status}` });
      return;
    }
    $merchantLink.set({ status: 'ready', url: body.url, expiresAt: body.expiresAt });
  } catch (error) {
    $merchantLink.set({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
