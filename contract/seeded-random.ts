/**
 * Deterministic random numbers in [0, 1) from a 32-bit seed (mulberry32): the composer's wording, the
 * seed drawings, the insights fixtures and tests draw the same sequence on every run and machine.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
