/** The English words of the perfume picker (./catalogue.ts), shipped in its own chunk. */
import type { Catalogue } from './catalogue.ts';

export const EN_PICKER = {
  searchPlaceholder: 'Search for a perfume',
  searchHint: 'Type a perfume or brand name, then choose from the list.',
  clearSearch: 'Clear search',
  matchingPerfumes: 'Matching perfumes',
  selectedTag: 'Selected',
  yourPerfumes: 'Your perfumes',
  removePerfume: 'Remove {name}',
  emptySlot: 'Empty slot {number}',
  selectedCount: '{count} of {max} perfumes selected',
  alreadySelected: '{name} is already selected',
  pickerFull: 'You have chosen {max} perfumes, as many as the kit holds. Remove one to choose another.',
  pickerTooMany: 'You can choose up to {max} perfumes',
  pickerLoading: 'Loading...',
  pickerNoMatches: 'No items found',
  pickerShowingFirst: 'Showing the first {count} matches. Type more to narrow the list.',
  pickerFailed: 'Some perfumes could not be loaded.',
  retry: 'Try again',
  skip: 'Skip',
} as const satisfies Partial<Catalogue>;
