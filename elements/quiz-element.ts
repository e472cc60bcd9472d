/**
 * `<fragrance-quiz>`: the custom element definition and its typed events. Loaded by the entry,
 * elements/fragrance-quiz.ts, which starts the first content query before this code arrives.
 */
import r2wc from '@r2wc/react-to-web-component';
import type { FragranceQuizEventDetails } from '../src/core/events.ts';
import { FragranceQuizApp } from '../src/FragranceQuizApp.tsx';
import { hostConsent, setHostConsent, setTrackingAttribute, type ConsentChoice } from '../src/stores/consent.ts';
import { resetArrival } from '../src/stores/arrival.ts';
import { configure } from '../src/stores/config.ts';
import { followMarket } from '../src/stores/market.ts';
import { markEngaged } from '../src/stores/engagement.ts';
import { quizOwnsHash } from '../src/core/hash-route.ts';
import { $mainContentId, mainContentIdFrom, setHostContentHidden, takeOver } from '../src/stores/main-content.ts';
import { adoptSheets } from '../src/styles/adopt.ts';
import { claimPage, isPageQuiz, releasePage, removeSecondQuizNotice, showSecondQuizNotice } from './one-quiz.ts';
import { CONNECTED, PROPS, RENDER } from './r2wc-slots.ts';
import { withTranslations } from '../src/content/localize.ts';
import { provideTranslationOverlay } from '../src/content/translation-overlay.ts';

// The entry's quiz load lays a translation over its base with the app's code (src/content/translation-overlay.ts).
provideTranslationOverlay(withTranslations);

export type * from '../src/core/events.ts';

const ReactElement = r2wc(FragranceQuizApp, {
  shadow: 'open',
  props: { contentDataset: 'string', projectId: 'string', apiHost: 'string', version: 'string', versionWeights: 'string' },
});

/**
 * The element's attributes with their values, for a JSX `IntrinsicElements` entry (README "React and
 * JSX"). React 19 passes each as an attribute, or as a property where the element has one (`dataset`,
 * `version`, `locale`, `country`, `currency`); both work.
 */
export interface FragranceQuizAttributes {
  dataset?: string | undefined;
  'project-id'?: string | undefined;
  'api-host'?: string | undefined;
  version?: 'A' | 'B' | 'C' | 'auto' | undefined;
  'version-weights'?: string | undefined;
  'main-content'?: string | undefined;
  loading?: 'lazy' | 'eager' | undefined;
  tracking?: 'on' | 'off' | undefined;
  locale?: string | undefined;
  country?: string | undefined;
  currency?: string | undefined;
}

/** The attributes that name the shopper's market (src/stores/market.ts). */
const MARKET_ATTRIBUTES = ['locale', 'country', 'currency'] as const;
type MarketAttribute = (typeof MARKET_ATTRIBUTES)[number];

type R2wcInternals = HTMLElement & Record<symbol, unknown> & { [RENDER]: () => void; container: ShadowRoot };
type R2wcCallbacks = { connectedCallback: () => void; disconnectedCallback: () => void };
const REACT_PROPS: Record<string, string> = {
  dataset: 'contentDataset', 'project-id': 'projectId', 'api-host': 'apiHost', version: 'version', 'version-weights': 'versionWeights',
} satisfies Record<Exclude<keyof FragranceQuizAttributes, 'main-content' | 'loading' | 'tracking' | MarketAttribute>, string>;

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
 * @attr main-content - Id of the host element hidden while the shopper is in the quiz (default `MainContent`; empty: hide nothing). Never an ancestor of the quiz.
 * @attr loading - When the script loads the quiz's code and content. Absent: at once if the element starts on the first screen (or hidden), otherwise once the host page has loaded and its first paint is on screen, the shopper first scrolls, taps or types, or the element comes into view (from further than one and a half screens: within that distance), whichever is first. `lazy`: only once the element comes within one and a half screens of the viewport (for a quiz few shoppers reach). `eager`: at once, wherever it is. A URL on a quiz screen loads it at once in every case. Read once, when the script starts.
 * @attr locale - The shopper's language and region (BCP 47: `en-US`, `en-CA`, `fr-CA`, `en-GB`, `en-IE`). Absent: `window.Shopify.locale`, else `<html lang>`, else `en-US`. Another tag falls back along its language (`fr-FR` → `fr-CA`, `de-DE` → English), with one console note.
 * @attr country - The shopper's country (ISO 3166, e.g. `CA`): which market's prices show. Absent: `window.Shopify.country`, else the locale's. A market without an offer in the content shows no price.
 * @attr currency - The currency the shopper pays in (`USD`, `CAD`, `GBP`, `EUR`). Absent: `window.Shopify.currency.active`, else the market's. An offer in another currency is not shown.
 * @attr tracking - `off`: no tracking at all: no Segment or Meta Pixel call, no first-party event, no id stored or sent (DOM events still fire). Otherwise tracking waits for engagement and for consent (the `consent` property, else Shopify's Customer Privacy API).
 *
 * @event fq-step-change - A step is shown. `detail: StepChangeDetail`.
 * @event fq-answer - The shopper continues or goes back; carries the step's answer. `detail: AnswerDetail`.
 * @event fq-complete - The analysis finished; carries the profile and description. `detail: CompleteDetail`.
 * @event fq-add-to-cart - An add-to-cart button was used. Cancelable: `preventDefault()` stops the navigation to the cart link. `detail: AddToCartDetail`.
 * @event fq-recommendation-view - The recommendation page is shown. `detail: RecommendationViewDetail`.
 * @event fq-error - Content, catalogue or analysis failed, once per failure (the shopper sees a fallback or "Try again"). `detail: QuizErrorDetail` (`{message, source, status, url, retriable}`).
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
 * @csspart section - Each section of the recommendation page.
 * @csspart card - Product cards, testimonials, description lines, what-to-expect steps and difference points.
 * @csspart price - A product card's price line (compare-at price, price paid).
 * @csspart kit - The kit panel: the four scents of the shopper's kit, described but not named.
 * @csspart kit-scent - One scent of the kit panel.
 * @csspart testimonial - A testimonial slide.
 * @csspart button - The carousel's arrow buttons (add-to-cart buttons have `add-to-cart`).
 * @csspart carousel-button - The carousel's previous / next buttons.
 * @csspart faq - The FAQ accordion.
 * @csspart faq-question - A FAQ question button.
 * @csspart faq-answer - A FAQ answer panel.
 * @csspart table - The comparison table.
 * @csspart notice - The notice a second quiz element on the same page shows instead of a quiz.
 *
 * @cssproperty --fq-font-size - The quiz's base font size (default 16px); every size inside derives from it, never from the page's root.
 * @cssproperty --fq-font-family - Body font.
 * @cssproperty --fq-heading-font-family - Heading font.
 * @cssproperty --fq-heading-font-weight - Heading weight (default 400).
 * @cssproperty --fq-line-height - Body line height.
 * @cssproperty --fq-heading-line-height - Heading line height.
 * @cssproperty --fq-text-xs - Type scale: small print, labels (0.75em).
 * @cssproperty --fq-text-sm - Type scale: secondary text, buttons (0.875em).
 * @cssproperty --fq-text-md - Type scale: body (1em).
 * @cssproperty --fq-text-lg - Type scale: lead text (1.125em).
 * @cssproperty --fq-text-xl - Type scale: numbers, quotes, prices (1.375em).
 * @cssproperty --fq-text-2xl - Type scale: step and section headings (fluid).
 * @cssproperty --fq-text-display - Type scale: the recommendation hero heading (fluid).
 * @cssproperty --fq-text-interstitial - Type scale: an interstitial step's heading (fluid).
 * @cssproperty --fq-tracking-caps - Letter spacing of small capitals labels.
 * @cssproperty --fq-color-text - Text colour.
 * @cssproperty --fq-color-muted - Secondary text colour.
 * @cssproperty --fq-color-accent - Buttons, selections and links.
 * @cssproperty --fq-color-accent-hover - The accent under a hovering pointer.
 * @cssproperty --fq-color-accent-contrast - Text on the accent colour.
 * @cssproperty --fq-color-accent-soft - Background of a chosen option.
 * @cssproperty --fq-color-highlight - Decorative hairlines and ornaments (never text).
 * @cssproperty --fq-color-surface - Background of the quiz and the pages.
 * @cssproperty --fq-color-surface-raised - Cards, options, fields.
 * @cssproperty --fq-color-surface-sunken - Wells, hovered rows, image placeholders.
 * @cssproperty --fq-color-border - Hairlines and card borders.
 * @cssproperty --fq-color-border-strong - Field borders and outlines that must stay visible (3:1).
 * @cssproperty --fq-color-focus - Focus ring (keyboard users only).
 * @cssproperty --fq-color-success - The comparison table's ticks.
 * @cssproperty --fq-color-rating - The rating stars.
 * @cssproperty --fq-color-shadow - Shadows.
 * @cssproperty --fq-color-scrim - Translucent surface over pictures (empty picker slots).
 * @cssproperty --fq-background-opacity - Opacity of the content's background pictures (a dark theme dims them).
 * @cssproperty --fq-nav-background - Navigation bar background on question steps.
 * @cssproperty --fq-nav-text - Navigation bar text on question steps.
 * @cssproperty --fq-nav-muted - The step count and Back's outline on question steps.
 * @cssproperty --fq-nav-accent - Next's background and the progress fill on question steps.
 * @cssproperty --fq-nav-accent-contrast - Next's text on question steps.
 * @cssproperty --fq-nav-track - The progress track on question steps.
 * @cssproperty --fq-nav-focus - Focus ring inside the dark bar.
 * @cssproperty --fq-nav-light-background - Navigation bar background on interstitials and the results screen.
 * @cssproperty --fq-nav-light-text - Navigation bar text there.
 * @cssproperty --fq-nav-light-muted - The step count there.
 * @cssproperty --fq-nav-light-track - The progress track there.
 * @cssproperty --fq-family-floral - Accent of the floral rating step (also spicy, woody, citrus, sweet, tropical, fresh-fruit, herbal, oceanic, green, earthy).
 * @cssproperty --fq-family-spicy - Accent of the spicy rating step.
 * @cssproperty --fq-family-woody - Accent of the woody rating step.
 * @cssproperty --fq-family-citrus - Accent of the citrus rating step.
 * @cssproperty --fq-family-sweet - Accent of the sweet rating step.
 * @cssproperty --fq-family-tropical - Accent of the tropical fruit rating step.
 * @cssproperty --fq-family-fresh-fruit - Accent of the fresh fruit rating step.
 * @cssproperty --fq-family-herbal - Accent of the herbal rating step.
 * @cssproperty --fq-family-oceanic - Accent of the oceanic rating step.
 * @cssproperty --fq-family-green - Accent of the green rating step.
 * @cssproperty --fq-family-earthy - Accent of the earthy rating step.
 * @cssproperty --fq-radius - Corner radius of cards and options.
 * @cssproperty --fq-radius-small - Corner radius of fields and lists.
 * @cssproperty --fq-radius-pill - Corner radius of buttons.
 * @cssproperty --fq-border-width - Border width.
 * @cssproperty --fq-space-1 - Spacing step 1 (0.25em); steps 2–8: 0.5, 0.75, 1, 1.5, 2, 3, 4.5em.
 * @cssproperty --fq-space-2 - Spacing step 2.
 * @cssproperty --fq-space-3 - Spacing step 3.
 * @cssproperty --fq-space-4 - Spacing step 4.
 * @cssproperty --fq-space-5 - Spacing step 5.
 * @cssproperty --fq-space-6 - Spacing step 6.
 * @cssproperty --fq-space-7 - Spacing step 7.
 * @cssproperty --fq-space-8 - Spacing step 8.
 * @cssproperty --fq-max-width - Maximum width of a quiz step's content.
 * @cssproperty --fq-content-width - Content width of the recommendation pages (one column for every section).
 * @cssproperty --fq-step-min-height - Minimum height of every quiz screen (default: `--fq-min-height`, so the first screen fills the reservation).
 * @cssproperty --fq-nav-height - Height of the navigation bar.
 * @cssproperty --fq-nav-clearance - Room kept below a control scrolled into view, so the sticky bar never covers it.
 * @cssproperty --fq-control-size - Height of buttons.
 * @cssproperty --fq-tile-size - Width of an image card on wide screens.
 * @cssproperty --fq-min-height - Space the element reserves before and while it renders, so the host page does not shift (default `max(560px, min(100svh, 860px))`, the first screen's height).
 *
 * One quiz per page: a second element shows a short notice (part `notice`) and logs why; the first keeps working.
 * When the first leaves the page, the second's notice goes and it becomes the page's quiz.
 *
 * Implementation note: `dataset` is mapped to the `contentDataset` prop (a prop named `dataset` would
 * shadow `HTMLElement.dataset`; a string assigned to the `dataset` property sets the attribute:
 * ./dataset-property.ts), and removing any attribute resets its prop, which r2wc alone ignores.
 */
export class FragranceQuizElement extends (ReactElement as unknown as typeof HTMLElement) {
  static get observedAttributes(): string[] {
    return [...Object.keys(REACT_PROPS), 'main-content', 'tracking', ...MARKET_ATTRIBUTES];
  }

  /** The `locale` attribute, as a property (React 19 sets one where the element has it); null removes it. */
  get locale(): string | null {
    return this.getAttribute('locale');
  }

  set locale(value: string | null | undefined) {
    this.#reflect('locale', value);
  }

  /** The `country` attribute, as a property. */
  get country(): string | null {
    return this.getAttribute('country');
  }

  set country(value: string | null | undefined) {
    this.#reflect('country', value);
  }

  /** The `currency` attribute, as a property. */
  get currency(): string | null {
    return this.getAttribute('currency');
  }

  set currency(value: string | null | undefined) {
    this.#reflect('currency', value);
  }

  #reflect(name: MarketAttribute, value: string | null | undefined): void {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  #followMarket(): void {
    followMarket({ locale: this.locale ?? undefined, country: this.country ?? undefined, currency: this.currency ?? undefined });
  }

  /**
   * r2wc attaches the root in its constructor; the entry may have painted the first step into one already.
   * @internal
   */
  override attachShadow(init: ShadowRootInit): ShadowRoot {
    return this.shadowRoot ?? super.attachShadow(init);
  }

  /**
   * The shopper's consent as the host page's consent tool knows it: `{analytics: boolean, marketing: boolean}`.
   * Set, it wins over Shopify's Customer Privacy API; `null` hands the say back to it. `analytics` allows
   * Segment, the first-party events and the anonymous ids; `marketing` the Meta Pixel. Withdrawing
   * analytics deletes the stored ids. Anything else is refused (logged) and counts as denied.
   */
  get consent(): ConsentChoice | null {
    return hostConsent();
  }

  set consent(choice: ConsentChoice | null) {
    setHostConsent(choice);
  }

  connectedCallback(): void {
    const self = this as unknown as R2wcInternals;
    if (!claimPage(this, () => this.connectedCallback())) {
      self[CONNECTED] = false;
      showSecondQuizNotice(self.container);
      return;
    }
    // A notice shown while another element had the page gives way to the quiz.
    removeSecondQuizNotice(self.container);
    adoptSheets(self.container, sheets);
    // The market before the content source: the content client asks for the shopper's language.
    this.#followMarket();
    // The content source first: the calls below read stores that load the quiz, which must ask the
    // attributes' source (and take the entry's early answer), never the defaults.
    configure(Object.fromEntries(Object.entries(REACT_PROPS).map(([attribute, prop]) => [prop, this.getAttribute(attribute) ?? undefined])));
    $mainContentId.set(mainContentIdFrom(this.getAttribute('main-content')));
    setTrackingAttribute(this.getAttribute('tracking'));
    resetArrival();
    // Opening the page on a quiz hash is following a link into the quiz: the shopper's own move.
    if (quizOwnsHash(location.hash)) {
      markEngaged();
      takeOver();
    }
    // Before React's first (asynchronous) render, so the host's content never flashes then vanishes.
    setHostContentHidden(quizOwnsHash(location.hash), this);
    (ReactElement.prototype as unknown as R2wcCallbacks).connectedCallback.call(this);
  }

  disconnectedCallback(): void {
    if (isPageQuiz(this)) {
      (ReactElement.prototype as unknown as R2wcCallbacks).disconnectedCallback.call(this);
      setHostContentHidden(false, null);
    }
    releasePage(this);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    // The page-wide settings follow the page's quiz only (connectedCallback reads them on arrival).
    if ((MARKET_ATTRIBUTES as readonly string[]).includes(name)) {
      // The content reloads in the new language where it is, like any other attribute change.
      if (isPageQuiz(this) && _old !== value) {
        resetArrival();
        this.#followMarket();
      }
      return;
    }
    if (name === 'main-content' || name === 'tracking') {
      if (!isPageQuiz(this)) return;
      if (name === 'main-content') $mainContentId.set(mainContentIdFrom(value));
      else setTrackingAttribute(value);
      return;
    }
    const prop = REACT_PROPS[name];
    if (!prop) return;
    const self = this as unknown as R2wcInternals;
    (self[PROPS] as Record<string, unknown>)[prop] = value ?? undefined;
    if (!isPageQuiz(this)) return;
    // The quiz reloads where it is: like a load, the screen shown again neither takes focus nor scrolls.
    if (_old !== value) resetArrival();
    self[RENDER]();
  }
}

/** The element's own stylesheets, parsed by the entry (src/styles/element-sheets.ts). */
let sheets: readonly CSSStyleSheet[] = [];

/**
 * Defines `<fragrance-quiz>` (once per page) with the element's stylesheets; the entry calls it in a task
 * after this module evaluated.
 */
export function defineFragranceQuiz(elementSheets: readonly CSSStyleSheet[]): void {
  sheets = elementSheets;
  if (!customElements.get('fragrance-quiz')) customElements.define('fragrance-quiz', FragranceQuizElement);
}

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
