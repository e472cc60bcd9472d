/**
 * `npm run bench`: page speed and size, written to BENCHMARKS.md (docs/performance.md "Measuring").
 * - bytes of the element's initial load (what size-limit measures) and of every lazy chunk;
 * - which scripts were requested before the first step showed, checked against that initial-load list;
 * - Lighthouse, mobile preset, 3 runs each, interleaved, on the same server and the same plain host page
 *   (throttling applied for real, `devtools`: the measure of record the goals are held against; then the
 *   preset's simulated throttling, reported beside it), and once more simulated behind HAProxy
 *   terminating TLS with HTTP/2 (scripts/lib/tls-proxy.ts):
 *   a bare React 19 + r2wc element (a fixture this script builds), the quiz's first step, and the
 *   recommendation page with answers stored; medians, and each page's ratio to the bare element;
 * - time from navigation to the first question, and from the last answer to the recommendation page.
 * Runs the real server in-process on loopback with the built `dist/` (`npm run bench` builds first).
 * `BENCH_PAIR=1` (after `npm run build`: `BENCH_PAIR=1 npx tsx scripts/bench.ts`): only the measure of
 * record's pair, the bare element and the first step with devtools throttling, `BENCH_RUNS` times each
 * (default 3), interleaved; the medians are printed and BENCHMARKS.md is left as it is.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { replaceSection } from '../server/kit/markdown-section.ts';
import { startTestServer } from '../test/support/test-server.ts';
import { seedAnswers } from '../test/support/seed.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.ts';
import { machineLine } from './lib/machine.ts';
import { median } from './lib/median.ts';
import { writeFixtures } from './bench-fixtures/pages.ts';
import { startTlsProxy } from './lib/tls-proxy.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { initialLoadFiles } = createRequire(import.meta.url)('./lib/initial-load.cjs') as { initialLoadFiles: (entry: string) => string[] };
const DIST = join(ROOT, 'dist');
const PAIR_ONLY = process.env.BENCH_PAIR === '1';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The goals the figures are held against (docs/performance.md "Goals"). */
const GOALS = { lcpRatio: 1.0, firstStepScore: 97, recommendationScore: 95, tbtMs: 100, cls: 0 };

function initialFiles(): Set<string> {
  return new Set(initialLoadFiles(join(DIST, 'fragrance-quiz.js')).map((file) => resolve(file)));
}

function sizeRows(): { rows: string[]; initialGzip: number } {
  const initial = initialFiles();
  // The server's precompressed copies (.br, .gz) are the same chunks: their sizes are the columns.
  const files = ['fragrance-quiz.js', ...readdirSync(join(DIST, 'chunks')).filter((file) => file.endsWith('.js')).map((file) => `chunks/${file}`)];
  let initialGzip = 0;
  const rows = files.map((file) => {
    const bytes = readFileSync(join(DIST, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const isInitial = initial.has(resolve(DIST, file));
    if (isInitial) initialGzip += gzip;
    return { isInitial, row: `| \`${file}\` | ${isInitial ? 'initial' : 'lazy'} | ${kB(bytes.length)} | ${kB(gzip)} | ${kB(brotliCompressSync(bytes).length)} |` };
  }).sort((a, b) => Number(b.isInitial) - Number(a.isInitial)).map(({ row }) => row);
  return { rows, initialGzip };
}

/** The entry as the server sends it, with the first content answer (server/entry-script.ts). */
async function servedEntryRow(origin: string): Promise<string> {
  const bytes = Buffer.from(await (await fetch(`${origin}/fragrance-quiz.js`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  return `| \`fragrance-quiz.js\` as served, with the first content answer | initial | ${kB(bytes.length)} | ${kB(gzipSync(bytes, { level: 9 }).length)} | ${kB(brotliCompressSync(bytes).length)} |`;
}

async function waitForShadowText(page: Page, text: string, timeout = 30_000): Promise<number> {
  return page.evaluate(async ({ text, timeout }) => {
    const started = performance.now();
    while (performance.now() - started < timeout) {
      const root = document.querySelector('fragrance-quiz')?.shadowRoot;
      if (root?.textContent?.includes(text)) return performance.now();
      await new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
    }
    throw new Error(`"${text}" did not appear`);
  }, { text, timeout });
}

async function firstQuestionShown(page: Page): Promise<number> {
  return page.evaluate(async () => {
    for (;;) {
      const heading = document.querySelector('fragrance-quiz')?.shadowRoot?.querySelector('h2');
      if (heading) return performance.now();
      await new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
    }
  });
}

/** `failure`: why Lighthouse could not finish the run (its runtime error's code), when it could not. */
interface Run { score: number; lcp: number; fcp: number; tbt: number; cls: number; lcpElement: string; failure?: string }

function lcpElementOf(details: unknown): string {
  const items = (details as { items?: Array<{ items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }> }> } | undefined)?.items;
  const node = items?.[0]?.items?.[0]?.node;
  const snippet = (node?.snippet ?? node?.nodeLabel ?? '?').replace(/\s+/g, ' ');
  // `tag#id` is enough to tell the elements apart (the first step's heading from the prepaint's).
  const element = /^<(\w[\w-]*)[^>]*?\sid="([^"]*)"/.exec(snippet) ?? /^<(\w[\w-]*)/.exec(snippet);
  return element ? `${element[1]}${element[2] ? `#${element[2]}` : ''}` : snippet.slice(0, 60);
}

/** The bare element and the first step, devtools throttling, interleaved: their LCP medians and ratio, printed. */
async function benchPair(origin: string): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const lcps: Record<string, number[]> = { bare: [], quiz: [] };
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, path] of [['bare', '/bench/bare.html'], ['quiz', '/bench/quiz.html']] as const) {
        const lhr = (await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: 'devtools' }))?.lhr;
        const lcp = lhr?.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
        lcps[name]!.push(lcp);
        const tbt = Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN);
        console.log(`${name} run ${run + 1}: LCP ${Math.round(lcp)} ms (${lcpElementOf(lhr?.audits['largest-contentful-paint-element']?.details)}), TBT ${tbt} ms, load ${loadAverage()}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  const [bare, quiz] = [median(lcps.bare!), median(lcps.quiz!)];
  console.log(`medians: bare element ${Math.round(bare)} ms, first step ${Math.round(quiz)} ms, ${(quiz / bare).toFixed(2)} ×; load ${loadAverage()}`);
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'fragrance-quiz.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  await writeFixtures(ROOT, DIST);
  const server = await startTestServer();
  const origin = server.url;
  const answers = JSON.stringify(seedAnswers());
  const sizes = sizeRows();
  sizes.rows.splice(1, 0, await servedEntryRow(origin));

  if (PAIR_ONLY) {
    try {
      await benchPair(origin);
    } finally {
      await server.app.close();
      await server.db.close();
    }
    return;
  }
  // Scripts the first step really asks for, against the list size-limit measures.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${origin}/bench/quiz.html`);
  const shownAt = await firstQuestionShown(page);
  // A resource entry exists once its load is done: the chunk asked for before the step showed may still be
  // on its way then (the entry paints the first step itself).
  await page.evaluate(() => customElements.whenDefined('fragrance-quiz'));
  const scripts = await page.evaluate((before) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime < before && new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => new URL(entry.name).pathname), shownAt);
  const measured = initialFiles();
  const unmeasured = scripts.filter((path) => !measured.has(resolve(DIST, `.${path}`)));
  const initialCheck = unmeasured.length === 0
    ? `all ${scripts.length} scripts requested before the first step showed are in that measured list`
    : `NOT all measured: before the first step showed, the page also requested ${unmeasured.join(', ')}`;

  const firstStep: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await page.goto(`${origin}/health`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${origin}/bench/quiz.html`);
    firstStep.push(await firstQuestionShown(page));
  }
  const toRecommendation: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${origin}/health`);
    await page.evaluate((stored) => { localStorage.clear(); localStorage.setItem('nw_quiz_answers', stored); }, answers);
    await page.goto(`${origin}/bench/quiz.html#/favorites`);
    await waitForShadowText(page, 'Skip');
    const started = await page.evaluate(() => performance.now());
    await page.evaluate(() => { location.hash = '#/results'; });
    const done = await waitForShadowText(page, 'Your results are in');
    toRecommendation.push(done - started);
  }
  await browser.close();

  // Two server setups for Lighthouse: the server itself on loopback (HTTP/1.1), and HAProxy in front of it
  // terminating TLS and speaking HTTP/2, as a store's CDN or load balancer serves the element.
  const proxy = await startTlsProxy(Number(new URL(origin).port));
  const SETUPS = [
    // The throttling applied for real (the measure of record), then the preset's simulation of it.
    { id: 'loopback', origin, methods: ['devtools', 'simulate'] },
    { id: 'tls-h2', origin: proxy.url, methods: ['simulate'] },
  ] as const;
  const targets = [
    { name: 'bare element', path: '/bench/bare.html', reset: true },
    { name: 'first step', path: '/bench/quiz.html', reset: true },
    { name: 'recommendation (A)', path: '/bench/quiz.html#/recommendation', reset: false },
  ];
  const runs = new Map<string, Run[]>();
  const protocols = new Map<string, Set<string>>(SETUPS.map((setup) => [setup.id, new Set()]));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...proxy.chromiumTrustArgs] });
    const seeder = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const seed = async (at: string) => {
      const seedPage = await seeder.contexts()[0]!.newPage();
      await seedPage.goto(`${at}/health`);
      await seedPage.evaluate((stored) => {
        localStorage.setItem('nw_quiz_answers', stored);
        localStorage.setItem('gpt_content', '- One\n- Two\n- Three\n- Four, because science cannot always predict desire');
      }, answers);
      await seedPage.close();
    };
    // Interleaved, so a busy moment of the machine falls on every target alike.
    for (const setup of SETUPS) for (const method of setup.methods) for (let run = 0; run < RUNS; run += 1) {
      for (const target of targets) {
        if (!target.reset) await seed(setup.origin);
        const result = await lighthouse(`${setup.origin}${target.path}`, {
          port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: !target.reset,
          throttlingMethod: method,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const key = `${setup.id}:${method}:${target.name}`;
        for (const request of (lhr.audits['network-requests']?.details as { items?: Array<{ protocol?: string }> } | undefined)?.items ?? []) {
          if (request.protocol) protocols.get(setup.id)!.add(request.protocol);
        }
        // A run Lighthouse could not finish (e.g. no paint within its time limit on a busy machine) has no score.
        const score = lhr.runtimeError ? Number.NaN : (lhr.categories['performance']?.score ?? Number.NaN) * 100;
        if (!runs.has(key)) runs.set(key, []);
        runs.get(key)!.push({
          score: Math.round(score),
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
          ...(lhr.runtimeError ? { failure: lhr.runtimeError.code } : {}),
        });
        console.log(`${key} run ${run + 1}: ${JSON.stringify(runs.get(key)!.at(-1))}`);
      }
    }
    await seeder.close();
  } finally {
    await chrome?.kill();
    await proxy.stop();
    await server.app.close();
    await server.db.close();
  }
  // A table must say what it measured: the proxy's pages are only worth their caption if they came over h2.
  const seen = (id: string) => [...protocols.get(id)!].sort().join(', ');
  if (seen('tls-h2') !== 'h2') throw new Error(`the TLS + HTTP/2 setup's requests used ${seen('tls-h2') || 'no protocol'}, not only h2`);

  type Measure = `${(typeof SETUPS)[number]['id']}:${'simulate' | 'devtools'}`;
  const medianOf = (name: string, key: keyof Omit<Run, 'lcpElement' | 'failure'>, measure: Measure = 'loopback:devtools') => median((runs.get(`${measure}:${name}`) ?? []).map((run) => run[key]));
  const tableRows = (measure: Measure) => targets.map(({ name }) => {
    const all = runs.get(`${measure}:${name}`)!;
    const done = all.filter((run) => Number.isFinite(run.lcp));
    const lcp = medianOf(name, 'lcp', measure);
    const bareLcp = medianOf(targets[0]!.name, 'lcp', measure);
    const each = (value: (run: Run) => string) => all.map((run) => (Number.isFinite(run.lcp) ? value(run) : `failed${run.failure ? ` (${run.failure})` : ''}`)).join(', ');
    return `| ${name} | ${Math.round(medianOf(name, 'score', measure))} (${each((run) => String(run.score))}) | ${(lcp / 1000).toFixed(2)} (${each((run) => (run.lcp / 1000).toFixed(2))}) | ${(lcp / bareLcp).toFixed(2)} | ${(medianOf(name, 'fcp', measure) / 1000).toFixed(2)} | ${Math.round(medianOf(name, 'tbt', measure))} | ${medianOf(name, 'cls', measure).toFixed(3)} | \`${done.at(-1)?.lcpElement ?? '?'}\` |`;
  });
  const [bare, first, recommendation] = targets.map(({ name }) => name);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const ratio = (measure: Measure) => medianOf(first!, 'lcp', measure) / medianOf(bare!, 'lcp', measure);
  const firstRatio = ratio('loopback:devtools');
  const simulatedRatio = ratio('loopback:simulate');
  const h2Ratio = ratio('tls-h2:simulate');
  const goalLines = [
    `- First-step LCP ${firstRatio.toFixed(2)} × the bare element's, throttling applied for real (goal ≤ ${GOALS.lcpRatio.toFixed(1)} ×): ${verdict(firstRatio <= GOALS.lcpRatio)}. Simulated: ${simulatedRatio.toFixed(2)} × (HTTP/1.1), ${h2Ratio.toFixed(2)} × (TLS, HTTP/2).`,
    `- Performance score, first step ${medianOf(first!, 'score')} (goal ≥ ${GOALS.firstStepScore}): ${verdict(medianOf(first!, 'score') >= GOALS.firstStepScore)}; recommendation page ${medianOf(recommendation!, 'score')} (goal ≥ ${GOALS.recommendationScore}): ${verdict(medianOf(recommendation!, 'score') >= GOALS.recommendationScore)}.`,
    `- TBT ≤ ${GOALS.tbtMs} ms: first step ${Math.round(medianOf(first!, 'tbt'))} ms, recommendation ${Math.round(medianOf(recommendation!, 'tbt'))} ms: ${verdict(Math.max(medianOf(first!, 'tbt'), medianOf(recommendation!, 'tbt')) <= GOALS.tbtMs)}. CLS 0: ${verdict(medianOf(first!, 'cls') === GOALS.cls && medianOf(recommendation!, 'cls') === GOALS.cls)}.`,
    `- Initial load ${kB(sizes.initialGzip)} gzip (budget 110 kB, checked by \`npm run size\`): ${verdict(sizes.initialGzip <= 110_000)}; ${initialCheck}.`,
  ];

  const section = [
    '## Page speed and size',
    '',
    `Command: \`npm run bench\`.`,
    '',
    `Setup: ${machineLine()}, load ${loadAverage()}; headless Chromium, Lighthouse mobile preset, ${RUNS} interleaved runs per page (medians, each run in brackets); the real server on loopback (${seen('loopback')}) and behind HAProxy TLS (${seen('tls-h2')}, \`scripts/lib/tls-proxy.ts\`); bare element: \`scripts/bench-fixtures/bare-element.tsx\`.`,
    '',
    '**Throttling applied for real (`devtools`), loopback HTTP/1.1**: the goals are held against this.',
    '',
    '| page | score | LCP s | ÷ bare | FCP s | TBT ms | CLS | LCP element |',
    '|---|---|---|---|---|---|---|---|',
    ...tableRows('loopback:devtools'),
    '',
    '**Simulated throttling, loopback HTTP/1.1** (reported, not chased):',
    '',
    '| page | score | LCP s | ÷ bare | FCP s | TBT ms | CLS | LCP element |',
    '|---|---|---|---|---|---|---|---|',
    ...tableRows('loopback:simulate'),
    '',
    '**Simulated throttling, TLS and HTTP/2**:',
    '',
    '| page | score | LCP s | ÷ bare | FCP s | TBT ms | CLS | LCP element |',
    '|---|---|---|---|---|---|---|---|',
    ...tableRows('tls-h2:simulate'),
    '',
    ...goalLines,
    '',
    '| file | load | minified | gzip | brotli |',
    '|---|---|---|---|---|',
    ...sizes.rows,
    '',

    '| journey (no throttling) | median ms | runs |',
    '|---|---|---|',
    `| navigation → first question | ${Math.round(median(firstStep))} | ${firstStep.map(Math.round).join(', ')} |`,
    `| last answer → recommendation, with the analysis screen | ${Math.round(median(toRecommendation))} | ${toRecommendation.map(Math.round).join(', ')} |`,
  ].join('\n');
  console.log(section);
  const file = join(ROOT, 'BENCHMARKS.md');
  writeFileSync(file, replaceSection(existsSync(file) ? readFileSync(file, 'utf8') : '', '## Page speed and size', section));
}

const loadAverage = () => loadavg().map((load) => load.toFixed(1)).join(' / ');

await main();
