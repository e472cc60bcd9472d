/**
 * The demo store page a salesperson shows: a believable shop with `<fragrance-quiz>` in `#quiz-root`,
 * and a side panel that logs the element's DOM events and the analytics / pixel calls it makes.
 */
import { html, nothing, render } from 'lit-html';
import { recordAnalytics, type LogEntry } from './recorders.ts';
import { loadKit, type KitPick } from './kit.ts';

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
  const result = await loadKit(quizMetaId);
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
  { name: 'Velvet Dusk', note: 'Eau de parfum · 50 ml', tint: '#f1dfe8' },
  { name: 'Salt Meadow', note: 'Eau de toilette · 50 ml', tint: '#e3efe6' },
  { name: 'Quiet Library', note: 'Eau de parfum · 50 ml', tint: '#efe6d8' },
  { name: 'Signature Sampler', note: '15 scents to discover', tint: '#f4e9dc' },
];

function kitPanel() {
  const { kit } = state;
  if (kit.status === 'none') return html`<p>Finish the quiz to see the 4 house scents the warehouse would pack, and why.</p>`;
  if (kit.status === 'loading') return html`<p role="status">Choosing the kit…</p>`;
  if (kit.status === 'error') return html`<p role="alert">Could not load the kit: ${kit.message}</p>`;
  return html`<ol class="kit">${kit.picks.map((pick) => html`<li><strong>${pick.name}</strong>${pick.description}<p class="reason">${pick.reason}</p></li>`)}</ol>`;
}

function page() {
  return html`
    <aside class="announcement" aria-label="Announcement"><p>Complimentary U.S. shipping on every Discovery Kit</p></aside>
    <header class="store-header">
      <h1 class="logo-heading"><a class="logo" href="/">Maison Scentology</a></h1>
      <nav class="store-nav" aria-label="Store">
        <ul><li><a href="#MainContent">Shop</a></li><li><a href=${QUIZ_START}>Fragrance quiz</a></li><li><a href="#about">About</a></li><li><a href="/insights">Merchant insights</a></li></ul>
      </nav>
    </header>
    <div class="layout">
      <main>
        <div id="MainContent">
          <section class="hero">
            <h2>Find your signature scent</h2>
            <p>Answer a few playful questions and we will hand-pick four samples for your Discovery Kit. Love one? Your kit's cost goes toward the full-size bottle.</p>
            <a class="hero-start" href=${QUIZ_START}>Find your scent</a>
          </section>
          <h2 class="visually-hidden">Bestsellers</h2>
          <ul class="products">${PRODUCTS.map((product) => html`<li>${bottle(product.tint)}<h3>${product.name}</h3><p>${product.note}</p></li>`)}</ul>
        </div>
        <div id="quiz-root">
          <fragrance-quiz version=${state.variant || nothing}></fragrance-quiz>
        </div>
      </main>
      <aside class="panel" aria-label="Demo panel">
        <h2>Demo controls</h2>
        <div class="controls">
          <div>
            <label for="variant">Recommendation page</label>
            <select id="variant" @change=${(event: Event) => setVariant((event.target as HTMLSelectElement).value)}>
              ${[['', `From URL (${urlVariant()})`], ['A', 'A · AI description'], ['B', 'B · product cards'], ['C', 'C · reversed cards']].map(([value, label]) =>
                html`<option value=${value ?? ''} ?selected=${state.variant === value}>${label}</option>`)}
            </select>
          </div>
          <fieldset>
            <legend>Theme</legend>
            <div class="theme-switch">
              ${(['light', 'dark'] as const).map((theme) => html`<button type="button" aria-pressed=${state.theme === theme ? 'true' : 'false'}
                @click=${() => setTheme(theme)}>${theme === 'light' ? 'Light' : 'Dark'}</button>`)}
            </div>
          </fieldset>
          <button type="button" @click=${() => { location.hash = '#/recommendation'; }}>Open recommendation</button>
          <button type="button" @click=${startOver}>Start over</button>
          <a href="/email-results/latest" target="_blank" rel="noopener">Latest results e-mail</a>
        </div>
        <h2>The kit we would ship</h2>
        ${kitPanel()}
        <h2>Events and tracking calls</h2>
        <ol class="log" aria-live="off">
          ${state.log.map((entry) => html`<li><span class="kind">${entry.kind}</span> ${entry.name} ${JSON.stringify(entry.data)}</li>`)}
        </ol>
      </aside>
    </div>
    <footer class="store-footer" id="about">Maison Scentology · Demo store for the &lt;fragrance-quiz&gt; element · Ships to the U.S., Canada and UK/Ireland</footer>
  `;
}

function update(): void {
  render(page(), document.getElementById('demo-app') as HTMLElement);
}

applyTheme(localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light');
update();
