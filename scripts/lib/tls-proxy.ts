/**
 * HAProxy terminating TLS in front of a local server and speaking HTTP/2 to the browser, as a store's CDN
 * or load balancer serves the element (the bench's second server setup: docs/performance.md "Measuring").
 * The certificate is self-signed for 127.0.0.1 and made per start with openssl; a browser accepts it
 * through `chromiumTrustArgs` (Chromium's SPKI allow-list), so the page counts as a secure origin.
 * Needs the Debian packages haproxy and openssl.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:tls';
import { join } from 'node:path';
import { startHaproxy } from './haproxy.ts';
import { freePort } from '../../test/support/free-port.ts';

export interface TlsProxy {
  /** `https://127.0.0.1:<port>`. */
  url: string;
  /** The certificate, PEM: for clients that check it. */
  certificate: string;
  /** Flags that make Chromium trust the certificate. */
  chromiumTrustArgs: string[];
  stop(): Promise<void>;
}

export function tlsProxyConfig(options: { port: number; certificateFile: string; backendPort: number }): string {
  return [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend tls',
    `  bind 127.0.0.1:${options.port} ssl crt ${options.certificateFile} alpn h2,http/1.1`,
    '  default_backend app',
    'backend app',
    `  server app 127.0.0.1:${options.backendPort}`,
    '',
  ].join('\n');
}

/** base64 SHA-256 of the certificate's public key: the form `--ignore-certificate-errors-spki-list` takes. */
function spkiHash(certificateFile: string): string {
  const publicKey = execFileSync('openssl', ['x509', '-in', certificateFile, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
}

/** True when the proxy completes a TLS handshake that picks h2. */
function answersOverH2(port: number, certificate: string): Promise<boolean> {
  return new Promise((resolveAnswer) => {
    const socket = connect({ host: '127.0.0.1', port, ca: certificate, ALPNProtocols: ['h2'] }, () => {
      resolveAnswer(socket.alpnProtocol === 'h2');
      socket.end();
    });
    socket.once('error', () => resolveAnswer(false));
  });
}

export async function startTlsProxy(backendPort: number): Promise<TlsProxy> {
  const port = await freePort();
  let certificate = '';
  let certificateFile = '';
  const haproxy = await startHaproxy({
    name: 'fq-tls-proxy',
    async configure(dir) {
      const keyFile = join(dir, 'key.pem');
      certificateFile = join(dir, 'certificate.pem');
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certificateFile,
      ], { stdio: 'pipe' });
      certificate = await readFile(certificateFile, 'utf8');
      // HAProxy takes the certificate and its key in one file.
      const bundleFile = join(dir, 'bundle.pem');
      await writeFile(bundleFile, certificate + await readFile(keyFile, 'utf8'));
      return tlsProxyConfig({ port, certificateFile: bundleFile, backendPort });
    },
    isReady: () => answersOverH2(port, certificate),
  });
  try {
    return {
      url: `https://127.0.0.1:${port}`,
      certificate,
      chromiumTrustArgs: [`--ignore-certificate-errors-spki-list=${spkiHash(certificateFile)}`],
      stop: haproxy.stop,
    };
  } catch (error) {
    await haproxy.stop();
    throw error;
  }
}
