/** `<fragrance-quiz>`: the custom element definition and its typed events. */
import r2wc from '@r2wc/react-to-web-component';
import type { FragranceQuizEventDetails } from '../src/core/events.ts';
import { FragranceQuizApp } from '../src/FragranceQuizApp.tsx';
import { quizOwnsHash, setHostContentHidden } from '../src/stores/main-content.ts';

export type * from '../src/core/events.ts';

const ReactElement = r2wc(FragranceQuizApp, {
  shadow: 'open',
  props: { contentDataset: 'string', projectId: 'string', apiHost: 'string', version: 'string', versionWeights: 'string' },
});

/** r2wc keeps props in this bag; we write to it for the attributes it cannot map itself. */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
type R2wcInternals = HTMLElement & Record<symbol, unknown> & { [RENDER]: () => void };

/**
 * `<fragrance-quiz>`: the fragrance-finder quiz, the whole product in one tag.
 *
 * @tag fragrance-quiz
 * @summary A step-by-step quiz that ends on a personalised Discovery Kit recommendation.
 *
 * @attr dataset - Content dataset (default `staging`).
 * @attr project-id - A Sanity project id; content then comes from Sanity's CDN. Absent: the embedded content API at `api-host`.
 * @attr api-host - Backend base URL (default: the page's origin).
 * @attr version - Recommendation page variant `A`, `B` or `C`; overrides the `version` query parameter. `auto`: the A/B/C test: the query parameter if present, else a random variant kept for this shopper in browser storage (docs/insights.md).
 * @attr version-weights - With `version="auto"`: how often each variant is drawn, e.g. `A:50,B:25,C:25` (default: equal).
 *
 * @event fq-step-change - A step is shown. `detail: StepChangeDetail`.
 * @event fq-answer - The shopper continues or goes back; carries the step's answer. `detail: AnswerDetail`.
 * @event fq-complete - The analysis finished; carries the profile and description. `detail: CompleteDetail`.
 * @event fq-add-to-cart - An add-to-cart button was used. Cancelable: `preventDefault()` stops the navigation to the cart link. `detail: AddToCartDetail`.
 * @event fq-recommendation-view - The recommendation page is shown. `detail: RecommendationViewDetail`.
 * @event fq-error - Content, catalogue or analysis failed (the shopper sees a fallback). `detail: QuizErrorDetail`.
 *
 * @csspart step - The section wrapper of a quiz step.
 * @csspart heading - A step's heading.
 * @csspart sub-heading - A step's sub-heading.
 * @csspart option - One answer choice.
 * @csspart nav - The bottom navigation bar.
 * @csspart back - The `< Back` link.
 * @csspart next - The `Next >` link.
 * @csspart progress - The progress bar.
 * @csspart add-to-cart - Every add-to-cart button.
 * @csspart error - The error message with its retry button.
 * @csspart dropdown - The Year and Month pickers of the age step.
 * @csspart dropdown-list - Their open option lists.
 * @csspart recommendation - The recommendation page.
 *
 * @cssproperty --fq-font-family - Body font.
 * @cssproperty --fq-heading-font-family - Heading font.
 * @cssproperty --fq-color-text - Text colour.
 * @cssproperty --fq-color-muted - Secondary text colour.
 * @cssproperty --fq-color-accent - Buttons, selections and links.
 * @cssproperty --fq-color-accent-contrast - Text on the accent colour.
 * @cssproperty --fq-color-surface - Background.
 * @cssproperty --fq-color-border - Borders of choices.
 * @cssproperty --fq-color-focus - Focus ring.
 * @cssproperty --fq-radius - Corner radius.
 * @cssproperty --fq-max-width - Maximum content width.
 *
 * Implementation note: `dataset` is mapped to the `contentDataset` prop (a prop named `dataset` would
 * shadow `HTMLElement.dataset`), and removing any attribute resets its prop, which r2wc alone ignores.
 */
export class FragranceQuizElement extends (ReactElement as unknown as typeof HTMLElement) {
  static get observedAttributes(): string[] {
    return ['dataset', 'project-id', 'api-host', 'version', 'version-weights'];
  }

  connectedCallback(): void {
    // Before React's first (asynchronous) render, so the host's content never flashes then vanishes.
    setHostContentHidden(quizOwnsHash(location.hash));
    (ReactElement.prototype as unknown as { connectedCallback: () => void }).connectedCallback.call(this);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const prop = {
      dataset: 'contentDataset', 'project-id': 'projectId', 'api-host': 'apiHost', version: 'version', 'version-weights': 'versionWeights',
    }[name];
    if (!prop) return;
    const self = this as unknown as R2wcInternals;
    (self[PROPS] as Record<string, unknown>)[prop] = value ?? undefined;
    self[RENDER]();
  }
}

if (!customElements.get('fragrance-quiz')) customElements.define('fragrance-quiz', FragranceQuizElement);

type FragranceQuizEvents = { [Name in keyof FragranceQuizEventDetails]: CustomEvent<FragranceQuizEventDetails[Name]> };

declare global {
  interface HTMLElementTagNameMap {
    'fragrance-quiz': FragranceQuizElement;
  }
  // Lets `addEventListener('fq-add-to-cart', e => e.detail.url)` type-check on any element or document.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface HTMLElementEventMap extends FragranceQuizEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface DocumentEventMap extends FragranceQuizEvents {}
}
