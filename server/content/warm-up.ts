/**
 * Where the content warm-up of a starting server stands (server/content/routes.ts starts it once the server
 * listens), for `GET /health`: a load balancer keeps a replica out of the rotation while it is `warming`,
 * so a deploy's first shoppers are answered from memory, not by a replica still booting its query workers.
 */

/** `cold`: nothing answered in advance (no warm-up, or it failed): queries are answered when first asked. */
export type WarmUpState = 'warming' | 'ready' | 'cold';

/** The longest a replica reports `warming`: one that cannot warm up still takes shoppers after this. */
export const WARM_UP_HOLD_MS = 10_000;

export class ContentWarmUp {
  #state: WarmUpState = 'cold';

  get state(): WarmUpState {
    return this.#state;
  }

  /**
   * Reports `warming` until `work` settles: `ready` when it resolves with true (every answer is in memory),
   * `cold` when it resolves with false, fails, or is still running after `holdMs`. Resolves with that state.
   */
  follow(work: Promise<boolean>, holdMs = WARM_UP_HOLD_MS): Promise<WarmUpState> {
    this.#state = 'warming';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const held = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), holdMs);
      timer.unref();
    });
    return Promise.race([work.catch(() => false), held]).then((done) => {
      clearTimeout(timer);
      this.#state = done ? 'ready' : 'cold';
      return this.#state;
    });
  }
}
