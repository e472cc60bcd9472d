/**
 * Crashes: the real server (`server/main.ts`) in a child process takes quiz-meta writes from concurrent
 * shoppers, is SIGKILLed mid-load, and restarts on the same data. Every id it acknowledged before dying
 * must be served by the restarted server (GET /quiz-meta/:id/kit reads the row) (PGlite data directory, and PostgreSQL when TEST_DATABASE_URL is set).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freePort, kill, startServer, stop } from '../support/child-server.ts';
import type { ChildServer } from '../support/child-server.ts';
import { scaled, sleep } from './support/env.ts';
import { childTargets } from './support/child-targets.ts';
import type { ChildTarget } from './support/child-targets.ts';
import { recordFigure } from './support/figures.ts';
import { startWriters } from './support/writers.ts';
import { waitFor } from '../support/wait-for.ts';

const CYCLES = scaled(1, 2);
const WRITERS = scaled(8, 32);
/** How long the writers run before the kill (a random point in this range). */
const KILL_AFTER_MS: [number, number] = scaled([800, 1500], [2000, 6000]);

/** The acknowledged ids the server does not know (GET /quiz-meta/:id/kit is 404), asked 16 at a time. */
async function missingIds(url: string, ids: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let start = 0; start < ids.length; start += 16) {
    const batch = ids.slice(start, start + 16);
    const statuses = await Promise.all(batch.map(async (id) => (await fetch(`${url}/quiz-meta/${id}/kit`)).status));
    statuses.forEach((status, index) => {
      if (status !== 200) missing.push(`${batch[index]} (HTTP ${status})`);
    });
  }
  return missing;
}

for (const target of childTargets()) {
  describe(`crash: SIGKILL mid-load [${target.name}]`, { skip: target.skip }, () => {
    let setup: Awaited<ReturnType<ChildTarget['setup']>>;
    let server: ChildServer | null = null;
    before(async () => {
      setup = await target.setup();
    });
    after(async () => {
      if (server && server.process.exitCode === null && server.process.signalCode === null) await kill(server);
      await setup?.cleanup();
    });

    it(`keeps every acknowledged write over ${CYCLES} kill-and-restart cycle(s)`, { timeout: 600_000 }, async () => {
      const port = await freePort();
      const acknowledged: string[] = [];
      const restartMs: number[] = [];
      server = await startServer(setup.env, port);
      for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
        const writers = startWriters(server.url, WRITERS);
        // Mid-load means after the first acknowledged write, however slowly a busy machine gets there.
        await waitFor(() => writers.acknowledged.length > 0, `cycle ${cycle}: a first acknowledged write`, 240_000);
        const [low, high] = KILL_AFTER_MS;
        await sleep(low + Math.random() * (high - low));
        const before = writers.acknowledged.length;
        await kill(server);
        await writers.stop();
        assert.ok(before > 0, `cycle ${cycle}: no write was acknowledged before the kill:\n${server.output()}`);
        acknowledged.push(...writers.acknowledged);
        const unexpected = Object.keys(writers.statuses).filter((status) => status !== '200');
        assert.deepEqual(unexpected, [], `cycle ${cycle}: statuses other than 200 before the kill: ${JSON.stringify(writers.statuses)}`);

        server = await startServer(setup.env, port);
        restartMs.push(server.readyMs);
      }
      const missing = await missingIds(server.url, acknowledged);
      const after = await fetch(`${server.url}/quiz-meta`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(after.status, 400, 'the restarted server validates requests again');
      assert.equal(await stop(server), '0', `graceful stop failed:\n${server.output()}`);
      recordFigure({
        section: 'crash', name: 'sigkill', database: target.name, cycles: CYCLES, writers: WRITERS,
        acknowledged: acknowledged.length, missing: missing.length, restartMs,
      });
      assert.deepEqual(missing.slice(0, 10), [], `${missing.length} of ${acknowledged.length} acknowledged ids are missing`);
    });
  });
}
