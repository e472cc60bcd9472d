/**
 * The demo store page a salesperson shows: a believable shop with `<fragrance-quiz>` in `#quiz-root`,
 * and a side panel that logs the element's DOM events and the analytics / pixel calls it makes.
 * The market is `?locale=` (the panel's selector), else the page's `window.Shopify`; the page's own
 * words and prices follow it (./words.ts).
 */
import { html, nothing, render } from 'lit-html';
import { resolveDescriptionLocale } from '../contract/ai-rules.ts';
import { LOCALES, MARKETS, type Locale } from '../contract/markets.ts';
import { recordAnalytics, type LogEntry } from './recorders.ts';
import { loadKit, type KitPick } from './kit.ts';
import { DEMO_WORDS, MARKET_NAMES, PRODUCT_PRICES, formatPrice } from './words.ts';

const requested = new URLSearchParams(location.search).get('locale') ?? undefined;

/** The page's market: `?locale=`, else Shopify's language in its country (`fr` in `CA`), else the U.S.; unknown ones by language. */
function demoLocale(): Locale {
  if (requested) return resolveDescriptionLocale(requested);
  const shopify = (window as { Shopify?: { locale?: unknown; country?: unknown } }).Shopify;
  const language = typeof shopify?.locale === 'string' ? shopify.locale : '';
  return resolveDescriptionLocale(language.includes('-') || typeof shopify?.country !== 'string' ? language : `${language}-${shopify.country}`);
}
const locale = demoLocale();
const market = { locale, ...MARKETS[locale] };
const words = DEMO_WORDS[market.locale];
document.documentElement.lang = market.locale;
document.title = words.title;

function setMarket(chosen: Locale): void {
  const url = new URL(location.href);
  url.searchParams.set('locale', chosen);
  location.assign(url);
}

interface DemoState {
  theme: 'light' | 'dark';
  log: LogEntry[];
  variant: string;
  kit: { status: 'none' | 'loading' | 'ready' | 'error'; picks: KitPick[]; message?: string };
}

const state: DemoState = {
  theme: 'light',
  log: [],
  variant: '',
  kit: { status: 'none', picks: [] },
};

function push(entry: LogEntry): void {
  state.log = [entry, ...state.log].slice(0, 80);
  update();
}

recordAnalytics(push);

const EVENTS = ['fq-step-change', 'fq-answer', 'fq-complete', 'fq-add-to-cart', 'fq-recommendation-view', 'fq-error'] as const;
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const detail = (event as CustomEvent).detail as Record<string, unknown>;
    push({ kind: 'event', name, data: detail });
    if (name === 'fq-complete' && typeof detail.quizMetaId === 'string') void showKit(detail.quizMetaId);
    if (name === 'fq-add-to-cart') {
      // The demo store has no cart: keep the shopper here and show what would happen.
      event.preventDefault();
      push({ kind: 'note', name: 'cart', data: { wouldOpen: detail.url } });
    }
  });
}

async function showKit(quizMetaId: string): Promise<void> {
  state.kit = { status: 'loading', picks: [] };
  update();
  const result = await loadKit(quizMetaId, market.locale);
  state.kit = result.ok ? { status: 'ready', picks: result.value } : { status: 'error', picks: [], message: result.error };
  update();
}

/** What the element picks without a `version` attribute: the query parameter, in the page URL or the hash. */
function urlVariant(): string {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  const version = (new URLSearchParams(hashQuery).get('version') ?? new URLSearchParams(location.search).get('version') ?? '').toUpperCase();
  return version === 'B' || version === 'C' ? version : 'A';
}

window.addEventListener('hashchange', () => update());

type Theme = 'light' | 'dark';
const THEME_KEY = 'fq-demo-theme';

/** The demo's theme switcher: the page's own colours and the quiz's tokens (demo.css) follow `data-theme`. */
function applyTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme;
  state.theme = theme;
}

function setTheme(theme: Theme): void {
  applyTheme(theme);
  localStorage.setItem(THEME_KEY, theme);
  update();
}

function setVariant(variant: string): void {
  state.variant = variant;
  update();
}

function startOver(): void {
  localStorage.removeItem('nw_quiz_answers');
  localStorage.removeItem('gpt_content');
  state.kit = { status: 'none', picks: [] };
  location.hash = '#/';
  update();
}

/**
 * Where the store's "take the quiz" links go: the quiz's first question. A link into the quiz brings it into
 * view, focuses that question's heading and pushes one history entry (docs/embedding.md); the step's name is
 * the seed content's.
 */
const QUIZ_START = '#/age';

const bottle = (tint: string) => html`<svg class="bottle" viewBox="0 0 120 120" aria-hidden="true">
  <rect x="50" y="12" width="20" height="14" rx="3" fill="#c9a96e"></rect>
  <rect x="30" y="26" width="60" height="82" rx="16" fill=${tint} stroke="#7a3e58" stroke-width="2"></rect></svg>`;

const PRODUCTS = [
  { name: 'Velvet Dusk', note: words.parfum, tint: '#f1dfe8', price: PRODUCT_PRICES.velvet },
  { name: 'Salt Meadow', note: words.toilette, tint: '#e3efe6', price: PRODUCT_PRICES.salt },
  { name: 'Quiet Library', note: words.parfum, tint: '#efe6d8', price: PRODUCT_PRICES.library },
  { name: words.sampler, note: words.samplerNote, tint: '#f4e9dc', price: PRODUCT_PRICES.sampler },
];

function kitPanel() {
  const { kit } = state;
  if (kit.status === 'none') return html`<p>${words.kitNone}</p>`;
  if (kit.status === 'loading') return html`<p role="status">${words.kitLoading}</p>`;
  if (kit.status === 'error') return html`<p role="alert">${words.kitFailed.replace('{message}', kit.message ?? '')}</p>`;
  return html`<ol class="kit">${kit.picks.map((pick) => html`<li><strong>${pick.name}</strong>${pick.description}<p class="reason">${pick.reason}</p></li>`)}</ol>`;
}

function page() {
  // Attributes only for a market chosen here: otherwise the element reads the page's Shopify globals itself.
  const attributes = requested ? market : undefined;
  return html`
    <aside class="announcement" aria-label=${words.announcementLabel}><p>${words.announcement}</p></aside>
    <header class="store-header">
      <h1 class="logo-heading"><a class="logo" href="/">Maison Scentology</a></h1>
      <nav class="store-nav" aria-label=${words.storeNav}>
        <ul><li><a href="#MainContent">${words.shop}</a></li><li><a href=${QUIZ_START}>${words.quiz}</a></li><li><a href="#about">${words.about}</a></li><li><a href="/insights">${words.insights}</a></li></ul>
      </nav>
    </header>
    <div class="layout">
      <main>
        <div id="MainContent">
          <section class="hero">
            <h2>${words.heroHeading}</h2>
            <p>${words.heroText}</p>
            <a class="hero-start" href=${QUIZ_START}>${words.heroStart}</a>
          </section>
          <h2 class="visually-hidden">${words.bestsellers}</h2>
          <ul class="products">${PRODUCTS.map((product) => html`<li>${bottle(product.tint)}<h3>${product.name}</h3><p>${product.note}</p>
            <p class="product-price">${formatPrice(product.price[market.currency], market.locale, market.currency)}</p></li>`)}</ul>
        </div>
        <div id="quiz-root">
          <fragrance-quiz version=${state.variant || nothing}
            locale=${attributes?.locale ?? nothing} country=${attributes?.country ?? nothing} currency=${attributes?.currency ?? nothing}></fragrance-quiz>
        </div>
      </main>
      <aside class="panel" aria-label=${words.panel}>
        <h2>${words.controls}</h2>
        <div class="controls">
          <div>
            <label for="market">${words.market}</label>
            <select id="market" @change=${(event: Event) => setMarket((event.target as HTMLSelectElement).value as Locale)}>
              ${LOCALES.map((option) => html`<option value=${option} lang=${option} ?selected=${market.locale === option}>${MARKET_NAMES[option]}</option>`)}
            </select>
          </div>
          <div>
            <label for="variant">${words.recommendationPage}</label>
            <select id="variant" @change=${(event: Event) => setVariant((event.target as HTMLSelectElement).value)}>
              ${[['', words.fromUrl.replace('{variant}', urlVariant())], ['A', words.variantA], ['B', words.variantB], ['C', words.variantC]].map(([value, label]) =>
                html`<option value=${value ?? ''} ?selected=${state.variant === value}>${label}</option>`)}
            </select>
          </div>
          <fieldset>
            <legend>${words.theme}</legend>
            <div class="theme-switch">
              ${(['light', 'dark'] as const).map((theme) => html`<button type="button" aria-pressed=${state.theme === theme ? 'true' : 'false'}
                @click=${() => setTheme(theme)}>${theme === 'light' ? words.light : words.dark}</button>`)}
            </div>
          </fieldset>
          <button type="button" @click=${() => { location.hash = '#/recommendation'; }}>${words.openRecommendation}</button>
          <button type="button" @click=${startOver}>${words.startOver}</button>
          <a href="/email-results/latest" target="_blank" rel="noopener">${words.latestEmail}</a>
        </div>
        <h2>${words.kitHeading}</h2>
        ${kitPanel()}
        <h2>${words.logHeading}</h2>
        <ol class="log" aria-live="off">
          ${state.log.map((entry) => html`<li><span class="kind">${entry.kind}</span> ${entry.name} ${JSON.stringify(entry.data)}</li>`)}
        </ol>
      </aside>
    </div>
    <footer class="store-footer" id="about">${words.footer}</footer>
  `;
}

function update(): void {
  render(page(), document.getElementById('demo-app') as HTMLElement);
}

applyTheme(localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light');
update();
