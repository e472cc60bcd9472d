/**
 * Whether the quiz is the page's main content now: the shopper took it over, the hash names a quiz
 * screen and a screen can render. Then the host's main content is hidden and the quiz's images may
 * take priority over the host's own (its LCP); otherwise the quiz is a guest in the page.
 */
import { computed } from 'nanostores';
import { quizOwnsHash } from '../core/hash-route.ts';
import { $screenFailed, $takenOver } from './main-content.ts';
import { $view } from './navigation.ts';
import { $hash } from './route.ts';

export const $quizIsMainContent = computed([$takenOver, $hash, $view, $screenFailed], (takenOver, hash, view, failed) =>
  takenOver && quizOwnsHash(hash) && view.kind !== 'error' && !failed);
