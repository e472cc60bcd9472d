/**
 * Abuse, over a real socket with the shipped per-client shares (server/fair-share.ts): two clients
 * looping the 16 kB projection chain and an over-budget query while /health and a cached quiz query are
 * probed (p99 < 100 ms, no 5xx, the event loop never held 50 ms); 70 heavy queries from one client and
 * another client's uncached first query (< 1 s); a flood of 5,000 events; an event naming a step the
 * quiz lacks; logout then the same cookie; a far date; a rotating X-Forwarded-For from loopback.
 * Client addresses come from X-Forwarded-For, with TRUST_PROXY naming loopback (as behind HAProxy); the
 * flooding clients run in processes of their own (support/attacker.mjs), two request loops each.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { openMigratedPglite } from '../../server/test-support/test-db.ts';
import type { Database } from '../../server/db/database.ts';
import { FAIR_SHARES } from '../../server/fair-share.ts';
import { descriptionBody, quizMetaBody } from './support/bodies.ts';
import { scaled } from './support/env.ts';
import { recordFigure } from './support/figures.ts';
import { listen } from './support/server.ts';
import type { RunningServer } from './support/server.ts';

const QUERY_PATH = '/v2024-04-01/data/query';
const ATTACKER = new URL('./support/attacker.mjs', import.meta.url).pathname;
const HEAVY = 'count(*[_id != $n]{"x": *{"y": *{"z": 1}}})';
const TOKEN = 'reliability-insights-token-0123456789abcdef';
const FLOOD_SECONDS = scaled(3, 20);
const BASELINE_SECONDS = scaled(1, 5);
/** Timing goals are asserted at full size; the short run (a busy machine during `npm test`) records them. */
const FULL = scaled(false, true);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

describe('abuse over a real socket', () => {
  let db: Database;
  let server: RunningServer;
  before(async () => {
    db = await openMigratedPglite();
    server = await listen(db, { trustProxy: '127.0.0.1', fairShares: FAIR_SHARES, insightsToken: TOKEN });
  });
  after(async () => {
    await server?.close();
    await db?.close();
  });

  const query = (client: string, text: string, params: Record<string, unknown> = {}, dataset = 'staging') => fetch(`${server.url}${QUERY_PATH}/${dataset}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify({ query: text, params }),
  });

  it(`two clients looping heavy queries for ${FLOOD_SECONDS} s leave /health and a cached quiz query fast, with no 5xx`, { timeout: 120_000 }, async () => {
    const cachedUrl = `${server.url}${QUERY_PATH}/staging?query=${encodeURIComponent(QUIZ_STEPS_QUERY)}&returnQuery=false`;
    assert.equal((await fetch(cachedUrl)).status, 200);
    const statuses: Record<string, number> = {};
    const probeFor = async (until: number) => {
      const times = { health: [] as number[], cached: [] as number[] };
      const seen: number[] = [];
      while (Date.now() < until) {
        for (const [name, url] of [['health', `${server.url}/health`], ['cached', cachedUrl]] as const) {
          const started = performance.now();
          const response = await fetch(url);
          await response.arrayBuffer();
          times[name].push(performance.now() - started);
          seen.push(response.status);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { times, seen };
    };
    // The same probes without the attack first: on a shared machine they show what the machine itself costs.
    const quiet = monitorEventLoopDelay({ resolution: 10 });
    quiet.enable();
    const quietUse = performance.eventLoopUtilization();
    const baseline = await probeFor(Date.now() + BASELINE_SECONDS * 1000);
    const quietUtilization = performance.eventLoopUtilization(quietUse).utilization;
    quiet.disable();
    const endsAt = Date.now() + FLOOD_SECONDS * 1000;
    const attacker = (client: string) => new Promise<{ requests: number; statuses: Record<string, number> }>((resolve, reject) => {
      execFile(process.execPath, [ATTACKER, `${server.url}${QUERY_PATH}/staging`, client, String(FLOOD_SECONDS), '2'], { timeout: (FLOOD_SECONDS + 30) * 1000 }, (error, stdout) => {
        if (error) reject(error);
        else resolve(JSON.parse(stdout) as { requests: number; statuses: Record<string, number> });
      });
    });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const floodUse = performance.eventLoopUtilization();
    const [one, two, probed] = await Promise.all([attacker('192.0.2.1'), attacker('192.0.2.2'), probeFor(endsAt)]);
    for (const [status, times] of [...Object.entries(one.statuses), ...Object.entries(two.statuses)]) statuses[status] = (statuses[status] ?? 0) + times;
    const n = one.requests + two.requests;
    const utilization = performance.eventLoopUtilization(floodUse).utilization;
    delay.disable();
    const probes = probed.times;
    const probeStatuses = [...baseline.seen, ...probed.seen];
    const figure = {
      seconds: FLOOD_SECONDS, attackRequests: n, attackStatuses: statuses,
      healthP50Ms: percentile(probes.health, 50), healthP99Ms: percentile(probes.health, 99), cachedP50Ms: percentile(probes.cached, 50), cachedP99Ms: percentile(probes.cached, 99),
      probes: probeStatuses.length, probe5xx: probeStatuses.filter((status) => status >= 500).length, loopMaxMs: delay.max / 1e6, loopP99Ms: delay.percentile(99) / 1e6, utilization,
      baseline: {
        seconds: BASELINE_SECONDS, healthP99Ms: percentile(baseline.times.health, 99), cachedP99Ms: percentile(baseline.times.cached, 99),
        loopMaxMs: quiet.max / 1e6, loopP99Ms: quiet.percentile(99) / 1e6, utilization: quietUtilization,
      },
    };
    recordFigure({ section: 'abuse', name: 'heavy query flood', ...figure });
    assert.ok(Object.keys(statuses).every((status) => Number(status) < 500), JSON.stringify(statuses));
    assert.ok(n > 0);
    assert.ok(probeStatuses.every((status) => status === 200), `probe statuses ${JSON.stringify(probeStatuses.filter((status) => status !== 200))}`);
    // The goals are judged only when the machine itself meets them without the attack (RELIABILITY.md says which).
    const machineQuiet = figure.baseline.loopMaxMs < 50 && figure.baseline.cachedP99Ms < 100;
    if (FULL && machineQuiet) {
      assert.ok(figure.healthP99Ms < 100 && figure.cachedP99Ms < 100, JSON.stringify(figure));
      assert.ok(figure.loopMaxMs < 50, `event loop held ${figure.loopMaxMs} ms`);
    }
  });

  it("70 heavy queries from one client leave another client's uncached first query answered", { timeout: 60_000 }, async () => {
    // Without the flood first: another uncached first query (the same query without the echo is another answer).
    const quietStarted = performance.now();
    const quiet = await fetch(`${server.url}${QUERY_PATH}/holiday?query=${encodeURIComponent(QUIZ_STEPS_QUERY)}&returnQuery=false`, { headers: { 'x-forwarded-for': '192.0.2.4' } });
    await quiet.arrayBuffer();
    const quietMs = performance.now() - quietStarted;
    const flood = Array.from({ length: 70 }, (_, i) => query('192.0.2.3', HEAVY, { n: `c${i}` }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    }));
    const started = performance.now();
    const first = await fetch(`${server.url}${QUERY_PATH}/holiday?query=${encodeURIComponent(QUIZ_STEPS_QUERY)}`, { headers: { 'x-forwarded-for': '192.0.2.4' } });
    await first.arrayBuffer();
    const firstMs = performance.now() - started;
    const statuses = await Promise.all(flood);
    const tally = statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    recordFigure({ section: 'abuse', name: 'concurrent heavy queries', firstStatus: first.status, firstMs, quietMs, floodStatuses: tally });
    assert.equal(first.status, 200);
    assert.ok(statuses.every((status) => status === 400 || status === 429), JSON.stringify(tally));
    if (FULL && quietMs < 500) assert.ok(firstMs < 1000, `the other client's first query took ${Math.round(firstMs)} ms`);
  });

  it('a flood of 5,000 events from one address is cut to its share; a made-up step is a 400', { timeout: 60_000 }, async () => {
    const post = (body: unknown, client: string) => fetch(`${server.url}/events`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': client }, body: JSON.stringify(body) });
    const batch = { events: Array.from({ length: 50 }, () => ({ name: 'recommendation_view' })) };
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const response = await post(batch, '192.0.2.5');
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quiz_events');
    const fake = await post({ name: 'quiz_step_view', properties: { stepId: 'call-support', stepName: 'Call support: +1-555-0100', index: 3 } }, '192.0.2.6');
    recordFigure({ section: 'abuse', name: 'events flood', sent: 5000, stored: row?.n, limit: FAIR_SHARES.events.max, accepted: statuses.filter((s) => s === 202).length, refused: statuses.filter((s) => s === 429).length, fakeStepStatus: fake.status });
    assert.equal(row?.n, FAIR_SHARES.events.max);
    assert.equal(fake.status, 400);
  });

  it('logout then the same cookie is a 401; a far date is a 400', async () => {
    const login = await fetch(`${server.url}/insights/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: TOKEN }) });
    const cookie = String(login.headers.get('set-cookie')).split(';')[0] as string;
    const far = await fetch(`${server.url}/insights/api/funnel?to=9999-12-31`, { headers: { cookie } });
    await fetch(`${server.url}/insights/logout`, { method: 'POST', headers: { cookie }, redirect: 'manual' });
    const reused = await fetch(`${server.url}/insights/api/funnel`, { headers: { cookie } });
    recordFigure({ section: 'abuse', name: 'sessions', farDateStatus: far.status, reusedCookieStatus: reused.status });
    assert.equal(far.status, 400);
    assert.equal(reused.status, 401);
  });

  it('with TRUST_PROXY unset, a rotating X-Forwarded-For from loopback does not pass the AI limit', async () => {
    const plain = await listen(db, { aiRateLimitPerMinute: 3 });
    try {
      const { id } = await (await fetch(`${plain.url}/quiz-meta`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(quizMetaBody()) })).json() as { id: string };
      const statuses = [];
      for (let i = 1; i <= 8; i += 1) {
        const response = await fetch(`${plain.url}/ai/description`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` }, body: JSON.stringify(descriptionBody(id)),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      recordFigure({ section: 'abuse', name: 'forwarded for', statuses });
      assert.deepEqual(statuses, [200, 200, 200, 429, 429, 429, 429, 429]);
    } finally {
      await plain.close();
    }
  });
});
