/**
 * `npm run bench:insights`: every insights report over 1,000,000 events and 100,000 orders, on PGlite and
 * (when TEST_DATABASE_URL is set, e.g. through scripts/with-postgres.sh) on PostgreSQL; writes the
 * figures into BENCHMARKS.md. The data is generated in SQL in the shape the event route writes it
 * (events, their per-shopper rollup, profiles, orders) over 30 days, one shopper in 250 a preview or the
 * merchant; each report runs 5 times for the whole month, for every shopper and for half of them
 * (`?device=phone`, the segment filter's heaviest case), and the slowest and median times are kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrations.ts';
import { rebuildTasteRollup } from '../server/repositories/taste-rollup.ts';
import { DEFAULT_PRIMARY_METRIC } from '../server/routes/insights-verdict.ts';
import { REPORTS, type DateRange } from '../server/routes/insights-queries.ts';
import type { SegmentFilter } from '../server/routes/insights-segments.ts';
import { machineLine } from './lib/machine.ts';

const EVENTS = 1_000_000;
const EVENTS_PER_SHOPPER = 20;
const SHOPPERS = EVENTS / EVENTS_PER_SHOPPER;
const ORDERS = 100_000;
const RUNS = 5;
const ROOT = join(import.meta.dirname, '..');
const loadStart = loadavg()[0]!.toFixed(1);

async function fill(db: Database): Promise<void> {
  const month = `interval '30 days'`;
  await db.query(`INSERT INTO quiz_events (created_at, name, anonymous_id, properties, variant, quiz_id)
    SELECT now() - ${month} * (s % 1000) / 1000.0 + make_interval(secs => e * 12),
           CASE WHEN e < 17 THEN 'quiz_step_view' WHEN e = 17 THEN 'quiz_complete' WHEN e = 18 THEN 'recommendation_view' ELSE 'add_to_cart' END,
           'bench-' || s, jsonb_build_object('index', e, 'variant', (ARRAY['A','A','B','C'])[1 + s % 4]),
           (ARRAY['A','A','B','C'])[1 + s % 4], ''
    FROM generate_series(0, ${SHOPPERS - 1}) AS s, generate_series(0, ${EVENTS_PER_SHOPPER - 1}) AS e`);
  await db.query(`INSERT INTO insights_shoppers (anonymous_id, variant, quiz_id, first_seen, last_seen, max_step, completed_at,
      recommendation_viewed_at, add_to_cart_at, add_to_cart_clicks, impression_at, market, locale, device, source, excluded)
    SELECT 'bench-' || s, (ARRAY['A','A','B','C'])[1 + s % 4], CASE WHEN s % 10 < 7 THEN md5(s::text)::uuid::text ELSE '' END,
           now() - ${month} * (s % 1000) / 1000.0, now() - ${month} * (s % 1000) / 1000.0 + interval '5 minutes',
           CASE WHEN s % 10 < 7 THEN 16 ELSE s % 16 END,
           CASE WHEN s % 10 < 7 THEN now() - ${month} * (s % 1000) / 1000.0 + make_interval(secs => 200 + s % 300) END,
           CASE WHEN s % 10 < 7 THEN now() - ${month} * (s % 1000) / 1000.0 + interval '5 minutes' END,
           CASE WHEN s % 10 < 2 THEN now() - ${month} * (s % 1000) / 1000.0 + interval '6 minutes' END,
           CASE WHEN s % 10 < 2 THEN 1 ELSE 0 END, now() - ${month} * (s % 1000) / 1000.0 - interval '1 minute',
           (ARRAY['US','CA','GB','IE'])[1 + s % 4], (ARRAY['en-US','fr-CA','en-GB','en-IE'])[1 + s % 4],
           (ARRAY['phone','phone','desktop','tablet'])[1 + s % 4], (ARRAY['direct','google / cpc / spring','instagram.com'])[1 + s % 3],
           CASE s % 500 WHEN 0 THEN 'preview' WHEN 1 THEN 'merchant' ELSE '' END
    FROM generate_series(0, ${SHOPPERS - 1}) AS s`);
  await db.query(`INSERT INTO insights_shopper_steps (anonymous_id, dataset, quiz_doc, step_key)
    SELECT s.anonymous_id, 'staging', 'quiz-main', 'step-' || i FROM insights_shoppers s CROSS JOIN LATERAL generate_series(0, s.max_step) AS i`);
  await db.query(`INSERT INTO insights_step_labels (dataset, quiz_doc, step_key, step_id, step_name, position)
    SELECT 'staging', 'quiz-main', 'step-' || i, 'step' || i, 'step ' || i, i FROM generate_series(0, 16) AS i`);
  await db.query(`INSERT INTO quiz_meta (id, created_at, segment_anon_id, profile)
    SELECT md5(s::text)::uuid, now() - ${month} * (s % 1000) / 1000.0, 'bench-' || s,
           jsonb_build_object('woody_scent_notes', 1 + s % 5, 'floral_scent_notes', 1 + (s / 5) % 5, 'citrus_scent_notes', 1 + (s / 25) % 5,
             'warm_spicy_scent_notes', 1 + (s / 7) % 5, 'green_notes', 1 + (s / 3) % 5, 'earthy_mossy_notes', 1 + (s / 11) % 5,
             'favorite_fragrances', jsonb_build_array(jsonb_build_object('id', 'perfume-' || (s % 97)), jsonb_build_object('id', 'perfume-' || (s % 13))))
    FROM generate_series(0, ${SHOPPERS - 1}) AS s WHERE s % 10 < 7`);
  // Loaded in bulk, past the statement that keeps the tastes rollup: count it once.
  await rebuildTasteRollup(db);
  // Three orders in four attributed to a shopper (and so to their variant); one in fifty a test order, one
  // in forty cancelled, one in twenty partly refunded.
  await db.query(`INSERT INTO shop_orders (id, created_at, total_price, currency, quiz_id, anonymous_id, variant, kit_scents, test, cancelled_at, kit_revenue)
    SELECT (8000000000 + o)::text, now() - ${month} * (o % 1000) / 1000.0, 59.90, 'EUR',
           CASE WHEN o % 4 < 3 THEN md5(o::text)::uuid::text ELSE '' END,
           CASE WHEN o % 4 < 3 THEN 'bench-' || (o % ${SHOPPERS}) ELSE '' END,
           CASE WHEN o % 4 < 3 THEN (ARRAY['A','A','B','C'])[1 + (o % ${SHOPPERS}) % 4] ELSE '' END,
           CASE WHEN o % 4 < 3 THEN jsonb_build_array(jsonb_build_object('id', 'scent-' || o % 8, 'name', 'Scent ' || o % 8), jsonb_build_object('id', 'scent-' || (o + 3) % 8, 'name', 'Scent ' || (o + 3) % 8)) ELSE '[]'::jsonb END,
           o % 50 = 0, CASE WHEN o % 40 = 1 THEN now() END, 24.99
    FROM generate_series(0, ${ORDERS - 1}) AS o`);
  await db.query(`INSERT INTO shop_refunds (id, order_id, created_at, amount, kit_amount)
    SELECT (7000000000 + o)::text, (8000000000 + o)::text, now(), 10.00, 0 FROM generate_series(0, ${ORDERS - 1}) AS o WHERE o % 20 = 2`);
  await db.query('ANALYZE');
}

interface Figure { report: string; medianMs: number; maxMs: number; cpuMs: number | null }

/** Fields of /proc/<pid>/stat after the command name (index 0 is field 3, the state); null when unreadable. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
const TICK_MS = 10;

/**
 * CPU time used so far (ms), which the other loads of a busy machine do not inflate: this process (PGlite
 * runs in it) and, for a PostgreSQL on this machine, the database's backends plus the workers its server
 * has reaped (parallel workers, closed connections). Null when PostgreSQL's processes cannot be read.
 */
async function cpuMs(db: Database): Promise<number | null> {
  const own = process.cpuUsage();
  const ms = (own.user + own.system) / 1000;
  if (db.kind !== 'postgres') return ms;
  const backends = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  let ticks = 0;
  let server = 0;
  for (const { pid } of backends) {
    const stat = procStat(pid);
    if (!stat) return null;
    ticks += Number(stat[11]) + Number(stat[12]);
    server = Number(stat[1]);
  }
  const reaped = procStat(server);
  if (!reaped) return null;
  return ms + (ticks + Number(reaped[13]) + Number(reaped[14])) * TICK_MS;
}

/** Half the shoppers: the segment that makes the filtered reports count the most rows. */
const FILTERS: ReadonlyArray<[string, SegmentFilter]> = [['', {}], [' ?device=phone', { device: 'phone' }]];

async function measure(db: Database): Promise<Figure[]> {
  const now = new Date();
  // Whole UTC days, as the page asks (parseRange): the month of data and a day either side.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const range: DateRange = { from: new Date(today - 31 * 86_400_000), to: new Date(today + 2 * 86_400_000) };
  const figures: Figure[] = [];
  for (const [suffix, filter] of FILTERS) {
    for (const [name, report] of Object.entries(REPORTS)) {
      if (suffix && name === 'segments') continue;
      const times: number[] = [];
      const cpu: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const cpuStart = await cpuMs(db);
        const start = performance.now();
        await report(db, range, { metric: DEFAULT_PRIMARY_METRIC, filter, timeZone: 'UTC', questions: () => undefined, quizOf: () => null });
        times.push(performance.now() - start);
        const cpuEnd = await cpuMs(db);
        if (cpuStart !== null && cpuEnd !== null) cpu.push(cpuEnd - cpuStart);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      figures.push({ report: `${name}${suffix}`, medianMs: times[Math.floor(RUNS / 2)] as number, maxMs: times.at(-1) as number, cpuMs: cpu.length ? cpu[Math.floor(cpu.length / 2)] as number : null });
    }
  }
  return figures;
}

interface Result { label: string; figures: Figure[]; verdict: string }

async function bench(label: string, open: () => Promise<{ db: Database; dispose: () => Promise<void> }>, budgetMs: number): Promise<Result> {
  const { db, dispose } = await open();
  try {
    await migrate(db);
    const t0 = performance.now();
    await fill(db);
    const fillS = (performance.now() - t0) / 1000;
    const [counts] = await db.query<{ events: number; orders: number }>('SELECT (SELECT count(*) FROM quiz_events)::int AS events, (SELECT count(*) FROM shop_orders)::int AS orders');
    const figures = await measure(db);
    console.log(`${label}: ${counts?.events} events, ${counts?.orders} orders (filled in ${fillS.toFixed(0)} s)`);
    for (const f of figures) console.log(`  ${f.report.padEnd(28)} median ${f.medianMs.toFixed(0)} ms, slowest ${f.maxMs.toFixed(0)} ms, CPU ${f.cpuMs?.toFixed(0) ?? '–'} ms`);
    const slowest = Math.max(...figures.map((f) => f.maxMs));
    const costliest = figures.some((f) => f.cpuMs === null) ? null : Math.max(...figures.map((f) => f.cpuMs as number));
    const verdict = costliest === null
      ? `${label}: every report < ${budgetMs} ms: ${slowest < budgetMs ? 'met' : 'NOT met'} (slowest ${slowest.toFixed(0)}).`
      : `${label}: every report < ${budgetMs} ms of CPU: ${costliest < budgetMs ? 'met' : 'NOT met'} (most ${costliest.toFixed(0)}; slowest wall-clock ${slowest.toFixed(0)}).`;
    console.log(verdict);
    return { label, figures, verdict };
  } finally {
    await dispose();
  }
}

const results: Result[] = [];
results.push(await bench('PGlite', async () => {
  const db = await openPglite(null);
  return { db, dispose: () => db.close() };
}, 1000));
const url = process.env.TEST_DATABASE_URL;
if (url) {
  results.push(await bench('PostgreSQL', async () => {
    const admin = await openPostgres(url);
    const name = `fq_bench_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = await openPostgres(target.toString());
    return {
      db,
      dispose: async () => {
        await db.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }, 1000));
} else {
  console.log('PostgreSQL skipped: run through `bash scripts/with-postgres.sh npm run bench:insights`');
}

const START = '<!-- insights-bench:start -->';
const END = '<!-- insights-bench:end -->';
const section = `${START}
## Insights queries (\`npm run bench:insights\`)

Setup: ${EVENTS.toLocaleString('en-US')} events (${SHOPPERS.toLocaleString('en-US')} shoppers, 1 in 250 excluded), ${ORDERS.toLocaleString('en-US')} orders, ${(SHOPPERS * 0.7).toLocaleString('en-US')} profiles over 30 days, each report ${RUNS} times for the month; ${machineLine()}, load ${loadStart} → ${loadavg()[0]!.toFixed(1)}.

Cells: median ms of CPU (a report's cost on an idle core)/wall-clock (grows with the load).
${results.map((result) => result.verdict).join(' ')}

| report | ${results.flatMap((result) => FILTERS.map(([suffix]) => `${result.label}${suffix || ''}`)).join(' | ')} |
|---|${results.flatMap(() => FILTERS.map(() => '---:')).join('|')}|
${Object.keys(REPORTS).map((name) => `| \`${name}\` | ${results.flatMap((result) => FILTERS.map(([suffix]) => {
    const f = result.figures.find((figure) => figure.report === `${name}${suffix}`);
    return f ? `${f.cpuMs?.toFixed(0) ?? '–'}/${f.medianMs.toFixed(0)}` : '';
  })).join(' | ')} |`).join('\n')}
${END}`;
const file = join(ROOT, 'BENCHMARKS.md');
const current = readFileSync(file, 'utf8');
const next = current.includes(START) ? current.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${current.trimEnd()}\n\n${section}\n`;
writeFileSync(file, next);
console.log('BENCHMARKS.md updated');
