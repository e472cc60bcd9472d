/**
 * Runs database work one unit at a time, in arrival order, each unit starting in a turn of the event loop
 * of its own. PGlite runs SQL synchronously on the main thread and settles its promises within
 * microtasks, so without this a burst of requests is served back to back in one turn that grows with
 * the number of busy connections; libuv accepts one new connection per turn, so under load a shopper
 * connecting afresh waited in the kernel's accept queue for seconds (docs/scaling.md "Database").
 */

const nextTurn = (): Promise<void> => new Promise((resolve) => {
  setImmediate(resolve);
});

export class TurnQueue {
  #tail: Promise<unknown> = Promise.resolve();

  /** Starts `work` in a later turn, once every unit queued before it has settled; settles as it does. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(nextTurn).then(work);
    this.#tail = result.catch(() => {});
    return result;
  }
}
