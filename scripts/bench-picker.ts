/**
 * Perfume picker benchmark: the built `<fragrance-quiz>` (dist/) in headless Chromium against the
 * real backend (in-process, in-memory PGlite), with the shipped catalogue (9,516 perfumes) and a
 * synthetic one of 100,000 made at run time from it by suffixing names.
 *
 *   npm run build && npx tsx scripts/bench-picker.ts [--no-write] [--queries N] [--verbose]
 *
 * Measures, per catalogue:
 * - search latency: the picker's User Timing measure `fq-search` (from the debounced query firing to
 *   the result list committed to the DOM), p50/p95/max over varied queries typed into the input;
 * - catalogue requests and bytes on a cold visit (empty Cache Storage) and a warm one (same browser
 *   profile, reloaded), and the time from navigation to the catalogue being fully searchable;
 * - JS heap (CDP Runtime.getHeapUsage after a forced GC) on another step, and with the catalogue loaded.
 * Prints a table and replaces the `## Perfume picker` section of BENCHMARKS.md. Exits 1 when a goal
 * is missed: search p95 under 16 ms at 100,000 items (main-thread CPU time, which the load of other
 * processes does not stretch; wall time is reported beside it), no catalogue request on a warm visit.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../server/app.ts';
import { importCatalogueFile } from '../server/catalogue/catalogue.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db/database.ts';
import { migrate } from '../server/db/migrations.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { replaceSection } from '../server/kit/markdown-section.ts';

const ROOT = resolve(import.meta.dirname, '..');
const COMMAND = 'npx tsx scripts/bench-picker.ts';
const SECTION = '## Perfume picker';
const SYNTHETIC_SIZE = 100_000;
const P95_GOAL_MS = 16;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

interface RawItem { id: string; value: string; brand: string; [field: string]: unknown }

interface VisitFigures {
  requests: number;
  transferBytes: number;
  decodedBytes: number;
  readyMs: number;
  heapBytes: number;
}

interface CatalogueFigures {
  label: string;
  items: number;
  queries: number;
  p50: number;
  p95: number;
  max: number;
  cpuP50: number;
  cpuP95: number;
  baselineHeapBytes: number;
  cold: VisitFigures;
  warm: VisitFigures;
}

function argValue(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** 100,000 items: the shipped ones, then copies whose names and ids carry a suffix. */
function synthesize(items: RawItem[], size: number): RawItem[] {
  const out: RawItem[] = [];
  for (let round = 0; out.length < size; round++) {
    for (const item of items) {
      if (out.length >= size) break;
      out.push(round === 0 ? item : { ...item, id: `${item.id}-v${round}`, value: `${item.value} ${['Intense', 'Eau Fraîche', 'Édition', 'Nuit', 'Sport', 'Absolu', 'Extrait', 'Légère', 'Privée', 'Limited', 'Cologne'][round % 11] ?? ''} ${round}` });
    }
  }
  return out;
}

/** Varied shopper-like queries: name prefixes, words, brands, mid-word fragments, broad and no-match ones. */
function buildQueries(items: RawItem[], count: number): string[] {
  // The same sequence on every run (mulberry32, as the seed drawings use), so every run types the same queries.
  const next = seededRandom(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const strip = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');
  const kinds: Array<() => string> = [
    () => { const name = pick(items).value; return name.slice(0, 2 + Math.floor(next() * 6)); },
    () => pick(pick(items).value.split(/\s+/).filter((word) => word.length > 2)) ?? 'rose',
    () => { const brand = pick(items).brand; return next() < 0.5 ? strip(brand).toLowerCase() : brand; },
    () => { const name = strip(pick(items).value).toLowerCase(); const at = Math.floor(next() * Math.max(1, name.length - 3)); return name.slice(at, at + 3); },
    () => pick(['a', 'e', 'la', 'de', 'eau', 'no', 'pour', 'intense', 'homme', 'femme', 'noir', 'rose', 'oud', 'blue', 'gold']),
    () => pick(['zzqx', 'qwxv', 'xjzq', 'perfumezz', 'kqkq', 'vvvvv']) + Math.floor(next() * 100),
  ];
  const weights = [6, 4, 3, 3, 2, 2];
  const queries: string[] = [];
  while (queries.length < count) {
    let roll = next() * weights.reduce((sum, w) => sum + w, 0);
    let kind = 0;
    while (roll >= (weights[kind] ?? 0)) roll -= weights[kind++] ?? 0;
    const query = (kinds[kind] ?? kinds[0] as () => string)().trim();
    if (query && query !== queries[queries.length - 1]) queries.push(query);
  }
  return queries;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

async function startServer(cataloguePath: string) {
  const config = { ...loadConfig({ ...process.env, CATALOGUE_PATH: cataloguePath, LOG_LEVEL: 'silent' }), corsOrigins: ['*'] };
  const db = await openPglite(null);
  await migrate(db);
  const imported = await importCatalogueFile(db, cataloguePath);
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    count: imported.count,
    close: async () => { await app.close(); await db.close(); },
  };
}

/** A bare host page for the built element: no demo chrome, the real bundle and backend. */
function benchPage(url: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>picker bench</title>
<script type="module" src="/fragrance-quiz.js"></script></head>
<body><fragrance-quiz api-host="${url}"></fragrance-quiz></body></html>`;
}

async function heapBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** Opens the picker step from the step before it; figures until the whole catalogue is searchable. */
async function catalogueVisit(page: Page, url: string): Promise<VisitFigures> {
  await page.goto(`${url}/__bench#/loyalty`);
  await page.locator('fragrance-quiz h2').first().waitFor();
  const openedAt = await page.evaluate(() => {
    const now = performance.now();
    location.hash = '#/favorites';
    return now;
  });
  await page.waitForFunction(() => performance.getEntriesByName('fq-catalogue-ready').length > 0, null, { timeout: 180_000 });
  const figures = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => /\/fragrances(\?|$)/.test(entry.name));
    return {
      requests: entries.length,
      transferBytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
      decodedBytes: entries.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      readyAt: performance.getEntriesByName('fq-catalogue-ready')[0]?.startTime ?? NaN,
    };
  });
  const { readyAt, ...rest } = figures;
  return { ...rest, readyMs: readyAt - openedAt, heapBytes: await heapBytes(page) };
}

interface TraceEvent { name: string; ph: string; ts: number; tts?: number }

/**
 * Main-thread CPU time between each pair of search marks, from a trace of the User Timing marks
 * (their `tts` thread timestamps): unlike wall time, it does not grow when other processes take the CPU.
 */
function cpuTimes(trace: Buffer): number[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
    .filter((event) => (event.name === 'fq-search-start' || event.name === 'fq-search-rendered') && event.tts !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const times: number[] = [];
  let started: number | null = null;
  for (const event of events) {
    if (event.name === 'fq-search-start') started = event.tts ?? null;
    else if (started !== null) {
      times.push(((event.tts ?? started) - started) / 1000);
      started = null;
    }
  }
  return times;
}

async function measureQueries(page: Page, queries: string[]): Promise<{ durations: number[]; cpu: number[] }> {
  const input = page.locator('fragrance-quiz input[role="combobox"]');
  const browser = page.context().browser();
  await browser?.startTracing(page, { categories: ['blink.user_timing'] });
  const durations: number[] = [];
  for (const query of queries) {
    const before = await page.evaluate(() => performance.getEntriesByName('fq-search')[0]?.startTime ?? -1);
    await input.fill(query);
    const handle = await page.waitForFunction((previous) => {
      const entry = performance.getEntriesByName('fq-search')[0];
      return entry && entry.startTime !== previous ? entry.duration : null;
    }, before, { timeout: 10_000 });
    const duration = await handle.jsonValue() as number;
    durations.push(duration);
    if (process.argv.includes('--verbose')) {
      const shown = await page.evaluate(() => document.querySelector('fragrance-quiz')?.shadowRoot?.querySelector('[role="option"]')?.getAttribute('aria-setsize') ?? '0');
      console.info(`  ${duration.toFixed(1).padStart(6)} ms  ${shown.padStart(4)} rows  ${JSON.stringify(query)}`);
    }
  }
  await input.fill('');
  const trace = await browser?.stopTracing();
  return { durations, cpu: trace ? cpuTimes(trace) : [] };
}

async function benchCatalogue(browser: Browser, label: string, path: string, queries: string[]): Promise<CatalogueFigures> {
  const server = await startServer(path);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(`${server.url}/__bench`, (route) => route.fulfill({ contentType: 'text/html', body: benchPage(server.url) }));
    // Any stored answer lets the quiz open straight on a later step (src/core/navigation.ts).
    await context.addInitScript(() => localStorage.setItem('nw_quiz_answers', JSON.stringify({ gender: 'female' })));
    const page = await context.newPage();

    await page.goto(`${server.url}/__bench#/loyalty`);
    await page.locator('fragrance-quiz h2').first().waitFor();
    const baselineHeapBytes = await heapBytes(page);

    const cold = await catalogueVisit(page, server.url);
    const { durations, cpu } = await measureQueries(page, queries);
    await page.goto('about:blank');
    const warm = await catalogueVisit(page, server.url);
    await context.close();

    const sorted = [...durations].sort((a, b) => a - b);
    const sortedCpu = [...cpu].sort((a, b) => a - b);
    return {
      label,
      items: server.count,
      queries: durations.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted[sorted.length - 1] ?? NaN,
      cpuP50: percentile(sortedCpu, 50),
      cpuP95: percentile(sortedCpu, 95),
      baselineHeapBytes,
      cold,
      warm,
    };
  } finally {
    await server.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(2)} MB` : `${(bytes / 1000).toFixed(1)} kB`);

function report(results: CatalogueFigures[], meta: { date: string; machine: string; browser: string; queries: number }): string {
  const n = (value: number) => value.toFixed(1);
  const rows = results.map((r) => `| ${r.label} | ${r.items.toLocaleString('en-US')} | ${n(r.p50)}/${n(r.p95)}/${n(r.max)} | ${n(r.cpuP50)}/${n(r.cpuP95)} | ${r.cold.requests}, ${kb(r.cold.transferBytes)} (${kb(r.cold.decodedBytes)} JSON) | ${n(r.cold.readyMs)} | ${r.warm.requests}, ${kb(r.warm.transferBytes)} | ${n(r.warm.readyMs)} | ${kb(r.baselineHeapBytes)} → ${kb(r.cold.heapBytes)} |`);
  const big = results.find((r) => r.items >= SYNTHETIC_SIZE);
  const verdicts = [
    big ? `p95 at ${big.items.toLocaleString('en-US')} items: ${ms(big.p95)} wall, ${ms(big.cpuP95)} CPU (goal under ${P95_GOAL_MS} ms): ${big.p95 < P95_GOAL_MS ? 'met' : big.cpuP95 < P95_GOAL_MS ? 'met in CPU time, MISSED in wall time on this loaded machine' : 'MISSED'}.` : '',
    `Warm visits made ${results.map((r) => r.warm.requests).join(' and ')} catalogue request(s) (goal 0): ${results.every((r) => r.warm.requests === 0) ? 'met' : 'MISSED'}.`,
  ].filter(Boolean);
  return [
    SECTION,
    '',
    `Command: \`npm run build && ${COMMAND}\` (\`npm run bench:picker\`) · ${meta.date}.`,
    '',
    `Setup: ${meta.machine}; ${meta.browser}, headless; dist/ against in-memory PGlite, ${meta.queries} queries per catalogue (fixed seed). Search: \`fq-search\` after the 300 ms debounce (src/questions/picker/searchTiming.ts); ready: to \`fq-catalogue-ready\`; heap after GC.`,
    '',
    '| catalogue | items | search p50/p95/max ms | CPU p50/p95 ms | cold requests, transfer | cold ready ms | warm requests, transfer | warm ready ms | JS heap before → loaded |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...verdicts.map((verdict) => `- ${verdict}`),
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  if (!existsSync(join(ROOT, 'dist/fragrance-quiz.js'))) {
    console.error('dist/fragrance-quiz.js is missing: run "npm run build" first.');
    return 2;
  }
  const queryCount = Number(argValue('--queries') ?? 200);
  const loadBefore = loadavg()[0] ?? 0;
  const shipped = loadConfig().cataloguePath;
  const items = JSON.parse(readFileSync(shipped, 'utf8')) as RawItem[];
  const dir = await mkdtemp(join(tmpdir(), 'fq-bench-'));
  const syntheticPath = join(dir, 'fragrances-100k.json');
  const synthetic = synthesize(items, SYNTHETIC_SIZE);
  await writeFile(syntheticPath, JSON.stringify(synthetic));

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const browserVersion = browser.version();
  const results: CatalogueFigures[] = [];
  try {
    for (const [label, path, source] of [['shipped', shipped, items], ['synthetic', syntheticPath, synthetic]] as const) {
      const queries = buildQueries(source, queryCount);
      console.info(`${label}: ${path}`);
      results.push(await benchCatalogue(browser, label, path, queries));
    }
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const meta = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} CPU (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
    browser: `Chromium ${browserVersion}`,
    queries: queryCount,
  };
  const section = report(results, meta);
  console.log(`\n${section}`);
  if (!process.argv.includes('--no-write')) {
    const file = join(ROOT, 'BENCHMARKS.md');
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    writeFileSync(file, replaceSection(current, SECTION, section));
    console.log(`Wrote ${SECTION} in BENCHMARKS.md`);
  }
  const big = results.find((r) => r.items >= SYNTHETIC_SIZE);
  // CPU time, not wall time, decides: a busy machine must not turn the benchmark red by itself.
  const goalsMet = (big ? big.cpuP95 < P95_GOAL_MS : false) && results.every((r) => r.warm.requests === 0);
  return goalsMet ? 0 : 1;
}

process.exit(await main());
