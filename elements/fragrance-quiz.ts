/**
 * The `<fragrance-quiz>` script a store page loads: a few kB that start loading the app's code and, side by
 * side, the quiz's content query (checking its answer as it comes), parse the element's stylesheets
 * meanwhile, then define the element (./quiz-element.ts). Importing this module
 * resolves once the element is defined (for a quiz below the fold, once it started loading: src/core/lazy-start.ts).
 * How the load is split: docs/performance.md.
 */
import { acceptDatasetProperty } from './dataset-property.ts';
import { prepaintFirstStep } from '../src/components/prepaint.ts';
import { provideQuizLoader, startFirstQuizQuery } from '../src/content/first-query.ts';
import { loadQuiz } from '../src/content/quiz-content.ts';
import { takeServedAnswer } from '../src/content/served-answer.ts';
import { contentAssetBase } from '../src/core/content-query.ts';
import { parseHash } from '../src/core/hash-route.ts';
import { lazyStart } from '../src/core/lazy-start.ts';
import { marketLocale, pageMarketHints } from '../src/core/market.ts';
import { preconnect } from '../src/core/preconnect.ts';
import { quizConfigFrom } from '../src/core/quiz-config.ts';
import { yieldToMain } from '../src/core/yield.ts';

export type * from '../src/core/events.ts';
export type { FragranceQuizAttributes } from './quiz-element.ts';

/** The recommendation page's chunks (its code and the content client's), filled in by the build
 * (scripts/lib/entry-build.ts); none when run from source. */
declare const __FQ_RESULTS_CHUNKS__: readonly string[] | undefined;

/** A recommendation link (`#/recommendation…`) needs that page's code next, not after the app decided so. */
function preloadResultsChunks(): void {
  if (parseHash(location.hash).kind !== 'recommendation' || typeof __FQ_RESULTS_CHUNKS__ === 'undefined') return;
  for (const chunk of __FQ_RESULTS_CHUNKS__) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(chunk, import.meta.url).href;
    document.head.append(link);
  }
}

/** The page's quiz, when it is already in the document (or once the parser is done with it): its content
 * query, a warm connection to where its pictures come from, and its first step painted as soon as the
 * answer and `sheets` are in, when the app is not there yet (src/components/prepaint.ts). */
function startContentQuery(sheets: Promise<readonly CSSStyleSheet[]>): void {
  const start = (element: Element | null): boolean => {
    if (!element) return false;
    const attribute = (name: string) => element.getAttribute(name) ?? undefined;
    // The shopper's language as the element will resolve it (src/stores/market.ts), so the first query asks
    // for its translation; the app notes any fallback.
    const locale = marketLocale(pageMarketHints({ locale: attribute('locale'), country: attribute('country') }));
    const source = {
      ...quizConfigFrom({ contentDataset: attribute('dataset'), projectId: attribute('project-id'), apiHost: attribute('api-host') }, location.origin),
      locale,
    };
    const answer = startFirstQuizQuery(source);
    if (answer && element instanceof HTMLElement) {
      void Promise.all([answer, sheets]).then(([quiz, parsed]) => quiz.ok && prepaintFirstStep(element, quiz.value.value, parsed, locale));
    }
    // Pictures come from the content's asset host: warm it while the code downloads (a task later: the
    // link element is not what the first step waits for).
    setTimeout(() => preconnect(contentAssetBase(source)), 0);
    return true;
  };
  if (start(document.querySelector('fragrance-quiz'))) return;
  // A page that renders the element from its own script (the demo store) does so before DOMContentLoaded;
  // this module script runs after parsing, while the state is already `interactive`.
  if (document.readyState !== 'complete') {
    document.addEventListener('DOMContentLoaded', () => start(document.querySelector('fragrance-quiz')), { once: true });
  }
}

// First, before anything is awaited: a React 19 host sets `dataset` as a property on an element that is
// not defined yet (./dataset-property.ts).
acceptDatasetProperty('fragrance-quiz');

// A quiz below the fold waits for the host page's load and first paint or the shopper's first move, or with
// `loading="lazy"` until the shopper comes near it (src/core/lazy-start.ts).
const wait = lazyStart(document.querySelector('fragrance-quiz'));
if (wait) await wait;

// The app's code first: it is the long download, and asked for first it takes the connection the page
// already has open. The import sends its request at once (a preload link would first cost a DOM
// element); the query (a few kB, maybe on another connection) follows in the same task. The element's
// stylesheets are parsed in the next task, while the app downloads.
const app = import('./quiz-element.ts');
// Awaited below, after the stylesheets: a failure meanwhile must not reach the host page as an unhandled rejection.
app.catch(() => undefined);
// The server may have sent the first query's answer in this script (src/content/served-answer.ts).
const served = takeServedAnswer(import.meta.url);
provideQuizLoader((source) => loadQuiz(source, served));
// Imported in a task of its own, not at the top: the entry's bundle inlines it, and a quiz that waits
// below the fold does not evaluate the stylesheets' module while the host page loads.
const elementSheets = yieldToMain().then(async () => (await import('../src/styles/element-sheets.ts')).elementSheets());
startContentQuery(elementSheets);
// A recommendation link's chunks after the query, which that page needs as much: over HTTP/1.1 a seventh
// request to the origin waits for a free connection.
preloadResultsChunks();
const sheets = await elementSheets;
const element = await app;
// Evaluating the app and starting the element are two tasks, not one long one that would hold the page.
await yieldToMain();
element.defineFragranceQuiz(sheets);

export const FragranceQuizElement = element.FragranceQuizElement;
export type FragranceQuizElement = InstanceType<typeof FragranceQuizElement>;
