/**
 * `waitUntil` for browser tests that run on a busy machine: a condition gets 30 s by default instead of
 * @open-wc's 1 s, so a slow render or a long task never fails a test that would pass given time. A
 * condition that never comes true still fails, with its message.
 */
import { waitUntil as pollUntil } from '@open-wc/testing';

export const WAIT_MS = 30_000;

export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return pollUntil(predicate, message, { timeout: WAIT_MS, ...options });
}
