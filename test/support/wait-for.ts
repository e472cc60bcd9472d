/** Waits until `condition` holds (checked every `everyMs`), or fails with `what` after `withinMs`. */
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, withinMs = 60_000, everyMs = 25): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > withinMs) throw new Error(`timed out after ${withinMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}
