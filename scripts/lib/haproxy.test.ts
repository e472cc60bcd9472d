import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { freePort } from '../../test/support/free-port.ts';
import { startHaproxy } from './haproxy.ts';

/** A frontend that answers every request itself: no backend needed. */
function answeringConfig(port: number): string {
  return [
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 10s',
    '  timeout server 10s',
    'frontend answer',
    `  bind 127.0.0.1:${port}`,
    '  http-request return status 200 content-type text/plain string "from haproxy"',
    '',
  ].join('\n');
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

describe('startHaproxy', { timeout: 30_000 }, () => {
  it('resolves once the readiness check passes, serves, and stops (twice) with its folder gone', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    let checks = 0;
    const haproxy = await startHaproxy({
      name: 'fq-haproxy-test',
      configure: () => answeringConfig(port),
      isReady: async () => { checks += 1; return checks > 1 && answers(url); },
    });
    assert.ok(checks >= 2, 'polled again after a failed check');
    assert.equal(await (await fetch(url)).text(), 'from haproxy');
    assert.ok(existsSync(`${haproxy.dir}/haproxy.cfg`));
    await haproxy.stop();
    await haproxy.stop();
    assert.equal(await answers(url), false);
    assert.equal(existsSync(haproxy.dir), false);
  });

  it('rejects with HAProxy\'s own message when it exits on a bad configuration', async () => {
    await assert.rejects(
      startHaproxy({ name: 'fq-haproxy-test', configure: () => 'frontend broken\n  not-a-keyword at all\n', isReady: async () => false }),
      /haproxy exited[\s\S]*not-a-keyword/,
    );
  });

  it('stops HAProxy and deletes its folder when it is not ready in time', async () => {
    const port = await freePort();
    let dir = '';
    await assert.rejects(
      startHaproxy({
        name: 'fq-haproxy-test',
        configure: (folder) => { dir = folder; return answeringConfig(port); },
        isReady: async () => false,
        readyWithinMs: 500,
      }),
      /not ready within 0\.5 s/,
    );
    assert.notEqual(dir, '');
    assert.equal(existsSync(dir), false);
    assert.equal(await answers(`http://127.0.0.1:${port}/`), false);
  });
});
