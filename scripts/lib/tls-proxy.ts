/**
 * HAProxy terminating TLS in front of a local server and speaking HTTP/2 to the browser, as a store's CDN
 * or load balancer serves the element (the bench's second server setup: docs/performance.md "Measuring").
 * The certificate is self-signed for 127.0.0.1 and made per start with openssl; a browser accepts it
 * through `chromiumTrustArgs` (Chromium's SPKI allow-list), so the page counts as a secure origin.
 * Needs the Debian packages haproxy and openssl.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HAPROXY, haproxyAvailable } from '../scale-out-cluster.ts';
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

/** Resolves once the proxy completes a TLS handshake that picks h2. */
async function waitForProxy(port: number, certificate: string, haproxy: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (haproxy.exitCode !== null) throw new Error(`haproxy exited (${haproxy.exitCode}):\n${output()}`);
    const protocol = await new Promise<string | false | null>((resolveProtocol) => {
      const socket = connect({ host: '127.0.0.1', port, ca: certificate, ALPNProtocols: ['h2'] }, () => {
        resolveProtocol(socket.alpnProtocol);
        socket.end();
      });
      socket.once('error', () => resolveProtocol(null));
    });
    if (protocol === 'h2') return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`haproxy did not answer over TLS within 30 s:\n${output()}`);
}

export async function startTlsProxy(backendPort: number): Promise<TlsProxy> {
  if (!haproxyAvailable()) throw new Error(`${HAPROXY} not found: install the Debian package "haproxy" (or set HAPROXY_BIN)`);
  const dir = await mkdtemp(join(tmpdir(), 'fq-tls-proxy-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certificateFile = join(dir, 'certificate.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certificateFile,
    ], { stdio: 'pipe' });
    const certificate = await readFile(certificateFile, 'utf8');
    // HAProxy takes the certificate and its key in one file.
    const bundleFile = join(dir, 'bundle.pem');
    await writeFile(bundleFile, certificate + await readFile(keyFile, 'utf8'));
    const port = await freePort();
    const configFile = join(dir, 'haproxy.cfg');
    await writeFile(configFile, tlsProxyConfig({ port, certificateFile: bundleFile, backendPort }));
    const haproxy = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4000); };
    haproxy.stdout?.on('data', keep);
    haproxy.stderr?.on('data', keep);
    const exited = new Promise((resolveExit) => haproxy.once('exit', resolveExit));
    let stopping: Promise<void> | null = null;
    const stop = () => {
      stopping ??= (async () => {
        haproxy.kill('SIGTERM');
        await exited;
        await rm(dir, { recursive: true, force: true });
      })();
      return stopping;
    };
    try {
      await waitForProxy(port, certificate, haproxy, () => output);
    } catch (error) {
      await stop();
      throw error;
    }
    return {
      url: `https://127.0.0.1:${port}`,
      certificate,
      chromiumTrustArgs: [`--ignore-certificate-errors-spki-list=${spkiHash(certificateFile)}`],
      stop,
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
