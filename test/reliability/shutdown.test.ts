import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { stagingOptions, validProfile } from '../../server/test-support/app.ts';
import { freePort, kill, startServer, type ChildServer } from '../support/child-server.ts';
import { TEST_AI_KEY } from './support/env.ts';

/** An AI provider that takes its time: the request it serves is in flight when the server is told to stop. */
async function slowProvider(delayMs: number) {
  const server = createServer((_request, response) => {
    setTimeout(() => { response.writeHead(500, { 'content-type': 'application/json' }); response.end('{}'); }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}

describe('graceful shutdown', () => {
  let provider: Awaited<ReturnType<typeof slowProvider>>;
  let server: ChildServer;

  before(async () => {
    provider = await slowProvider(1500);
    server = await startServer({ AI_BASE_URL: provider.baseUrl, AI_API_KEY: TEST_AI_KEY, AI_TIMEOUT_MS: '5000', DATA_DIR: mkdtempSync(join(tmpdir(), 'fq-shutdown-')) }, await freePort());
  });
  after(async () => {
    await kill(server).catch(() => {});
    await provider.close();
  });

  it('finishes the requests in flight on SIGTERM', async () => {
    const inFlight = fetch(`${server.url}/ai/description`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validProfile(stagingOptions())),
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    server.process.kill('SIGTERM');
    const response = await inFlight;
    assert.equal(response.status, 200);
    const body = await response.json() as { content: string; source: string };
    assert.equal(body.source, 'composer');
    assert.ok(body.content.length > 0);
  });

  it('then exits with status 0', { todo: 'known bug: app.close() does not resolve, the 10 s force-exit timer ends the process with 1' }, async () => {
    assert.equal(await server.exited, '0', server.output());
  });
});
