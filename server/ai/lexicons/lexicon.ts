/**
 * What a language gives the composer (server/ai/composer.ts): candidate bullets for each of the four
 * places, drawn from the shopper's traits, best first. The composer keeps the first candidate that fits
 * the language's rules, so a bank may offer more than it needs.
 */
import type { Traits } from '../traits.ts';

/** A seeded source of choices (never Math.random: the same profile and seed give the same text). */
export interface Draw {
  readonly traits: Traits;
  /** A number in [0, 1). */
  next(): number;
  /** The items in a drawn order. */
  shuffle<T>(items: readonly T[]): T[];
}

export interface Lexicon {
  /** Bullet 1: who the shopper is among people, and when they wear scent. */
  presence(draw: Draw, analogy: boolean): string[];
  /** Bullet 2: what they love and avoid, as scenes and smells (never a note, family or food). */
  taste(draw: Draw, analogy: boolean): string[];
  /** Bullet 3: how often, how loud, how loyal. */
  wear(draw: Draw, analogy: boolean): string[];
  /** Bullet 4: the wild card, ending with the language's required phrase; never the analogy. */
  wildCard(draw: Draw): string[];
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every combination of the lists, in order (the lists are shuffled by the caller). */
export function combine<A, B>(as: readonly A[], bs: readonly B[]): Array<[A, B]> {
  return as.flatMap((a) => bs.map((b): [A, B] => [a, b]));
}
