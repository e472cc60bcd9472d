/**
 * Store pages that host the element, served from their own origin (like a Shopify store beside the
 * quiz's backend): a Dawn-like theme page with the quiz as an app block inside `main#MainContent`
 * below product cards, and the same page with two elements. The element and its API come from the
 * product server (`api-host`), so every request is cross-origin, as on a real store.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';

const THEME_CSS = readFileSync(resolve(import.meta.dirname, 'theme.css'), 'utf8');

/** A large, plain hero image (the host page's own LCP candidate). */
const HERO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9dccf"/><stop offset="1" stop-color="#b59b86"/></linearGradient></defs>
<rect width="1600" height="700" fill="url(#g)"/><circle cx="1180" cy="330" r="190" fill="#fff" opacity=".35"/></svg>`;

export interface HostPageOptions {
  /** The product server's origin: the element's script and `api-host`. */
  product: string;
  /** How many quiz elements the page holds (default 1). */
  quizzes?: number;
  /** Leave the element out (the page as it was before the app block). */
  withoutQuiz?: boolean;
  /** The element's `loading` attribute (absent by default). */
  loading?: 'lazy' | 'eager';
  /** Two more collections of eight products before the app block: the quiz about three screens below the fold. */
  farDown?: boolean;
  /** A page of its own for the quiz (a page template with the app block first): no banner or products before it. */
  quizPage?: boolean;
}

function productCards(count: number): string {
  return Array.from({ length: count }, (_, index) => `
      <li class="card"><div class="card__media" role="img" aria-label="Perfume ${index + 1}"></div>
        <h3 class="card__heading"><a href="#product-${index + 1}">Eau de Parfum No. ${index + 1}</a></h3>
        <span class="price">€${(45 + index * 5).toFixed(2)}</span></li>`).join('');
}

/** The Dawn-like page. The README snippet, as a store developer pastes it, is in the head. */
export function dawnPage({ product, quizzes = 1, withoutQuiz = false, loading, farDown = false, quizPage = false }: HostPageOptions): string {
  const element = `<fragrance-quiz api-host="${product}"${loading ? ` loading="${loading}"` : ''}></fragrance-quiz>`;
  const blocks = withoutQuiz ? '' : Array.from({ length: quizzes }, () => `
    <div class="shopify-app-block page-width">${element}</div>`).join('');
  const snippet = withoutQuiz ? '' : `
  <link rel="preconnect" href="${product}" crossorigin>
  <script type="module" src="${product}/fragrance-quiz.js"></script>
  <style>fragrance-quiz { display: block; min-height: var(--fq-min-height, max(560px, min(100svh, 860px))); }</style>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Maison Nord – Fragrances</title>
  <link rel="stylesheet" href="/theme.css">${snippet}
</head>
<body>
  <a class="skip-to-content-link" href="#MainContent">Skip to content</a>
  <div class="announcement-bar">Free samples with every order</div>
  <div class="header-wrapper"><header class="header">
    <h1 class="header__heading">Maison Nord</h1>
    <input class="search-field" id="Search" type="search" placeholder="Search" aria-label="Search">
  </header></div>
  <main id="MainContent" class="content-for-layout" role="main" tabindex="-1">${quizPage ? blocks : `
    <section class="banner">
      <img class="banner__media" src="/hero.svg" alt="Bottles on a linen cloth" width="1600" height="700" fetchpriority="high">
      <div class="banner__content page-width"><h2>Find a scent that feels like you</h2><a href="#reviews">Read our reviews</a></div>
    </section>
    <section class="collection page-width"><h2>Bestsellers</h2><ul class="product-grid">${productCards(8)}</ul></section>${farDown ? `
    <section class="collection page-width"><h2>New in</h2><ul class="product-grid">${productCards(8)}</ul></section>
    <section class="collection page-width"><h2>Gift sets</h2><ul class="product-grid">${productCards(8)}</ul></section>` : ''}${blocks}`}
    <section class="reviews page-width" id="reviews"><h2>Reviews</h2><p>“The samples helped me choose.” – Aoife, Cork</p></section>
  </main>
  <footer class="footer">© Maison Nord</footer>
</body>
</html>`;
}

/** The hero padded to about `bytes` (an SVG comment): a photograph's weight, for measuring who gets the bandwidth. */
function heavyHero(bytes: number): string {
  return HERO_SVG.replace('</svg>', `<!--${'x'.repeat(Math.max(0, bytes - HERO_SVG.length - 7))}--></svg>`);
}

export interface HostServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves on 127.0.0.1:`port`: `/` (one quiz), `/two` (two quizzes), `/plain` (no quiz); a longer page with
 * the quiz about three screens below the fold, `/far` (`/far-lazy` with `loading="lazy"`, `/far-eager` with
 * `loading="eager"`, `/far-plain` without the quiz); `/quiz-page`, the quiz first on a page of its own;
 * `/no-style-attributes`, `/quiz-page` under a policy that forbids style attributes (`style-src-attr 'none'`,
 * as a store's strict policy does); `/theme.css` and `/hero.svg` (`heroBytes`: padded to a photograph's weight).
 */
export async function startHostServer(port: number, product: string, { heroBytes }: { heroBytes?: number } = {}): Promise<HostServer> {
  const hero = heroBytes ? heavyHero(heroBytes) : HERO_SVG;
  const pages: Record<string, () => string> = {
    '/': () => dawnPage({ product }),
    '/far': () => dawnPage({ product, farDown: true }),
    '/far-lazy': () => dawnPage({ product, farDown: true, loading: 'lazy' }),
    '/far-eager': () => dawnPage({ product, farDown: true, loading: 'eager' }),
    '/far-plain': () => dawnPage({ product, farDown: true, withoutQuiz: true }),
    '/quiz-page': () => dawnPage({ product, quizPage: true }),
    '/two': () => dawnPage({ product, quizzes: 2 }),
    '/plain': () => dawnPage({ product, withoutQuiz: true }),
    '/no-style-attributes': () => dawnPage({ product, quizPage: true }),
  };
  const policies: Record<string, string> = { '/no-style-attributes': "style-src-attr 'none'" };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const page = pages[path];
    if (page) {
      const policy = policies[path];
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...(policy ? { 'content-security-policy': policy } : {}),
      });
      response.end(page());
    } else if (path === '/theme.css') {
      response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'no-store' });
      response.end(THEME_CSS);
    } else if (path === '/hero.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
      response.end(hero);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    port,
    close: () => new Promise((closed) => {
      server.closeAllConnections();
      server.close(() => closed());
    }),
  };
}
