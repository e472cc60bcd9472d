import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import { after, before, describe, it } from 'node:test';
import { startTlsProxy, type TlsProxy } from './tls-proxy.ts';

/** One GET over HTTP/2, checking the certificate against `ca`. */
async function getOverH2(url: string, ca: string): Promise<{ status: number; body: string; alpn: string | undefined }> {
  const session = connect(url, { ca });
  try {
    return await new Promise((resolveResponse, reject) => {
      session.once('error', reject);
      const request = session.request({ ':path': '/hello' });
      let status = 0;
      let body = '';
      request.on('response', (headers) => { status = Number(headers[':status']); });
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => { body += chunk; });
      request.on('end', () => resolveResponse({ status, body, alpn: session.alpnProtocol }));
      request.on('error', reject);
      request.end();
    });
  } finally {
    session.close();
  }
}

describe('startTlsProxy', { timeout: 30_000 }, () => {
  let backend: Server;
  let proxy: TlsProxy;
  before(async () => {
    backend = createServer((request, response) => response.end(`backend saw ${request.method} ${request.url}`));
    await new Promise<void>((listening) => backend.listen(0, '127.0.0.1', listening));
    const address = backend.address();
    proxy = await startTlsProxy(typeof address === 'object' && address ? address.port : 0);
  });
  after(async () => {
    await proxy?.stop();
    backend?.close();
  });

  it('serves the backend over TLS and HTTP/2 with a certificate for 127.0.0.1, and tells Chromium which key to trust', async () => {
    assert.match(proxy.url, /^https:\/\/127\.0\.0\.1:\d+$/);
    const response = await getOverH2(proxy.url, proxy.certificate);
    assert.deepEqual(response, { status: 200, body: 'backend saw GET /hello', alpn: 'h2' });
    assert.equal(proxy.chromiumTrustArgs.length, 1);
    assert.match(proxy.chromiumTrustArgs[0]!, /^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/);
  });

  it('stops: the port no longer answers', async () => {
    await proxy.stop();
    await assert.rejects(getOverH2(proxy.url, proxy.certificate));
  });
});
