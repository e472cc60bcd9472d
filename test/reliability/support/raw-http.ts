/**
 * HTTP/1.1 over a plain socket, for what `inject` and fetch cannot send: invalid UTF-8 bytes, bodies
 * larger than declared or than the limit, chunked uploads, oversized URLs.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Send the body with `transfer-encoding: chunked` (no content-length), in chunks of this size. */
  chunkSize?: number;
}

function decodeChunked(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseAnswer(data: Buffer): RawAnswer | null {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const statusCode = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (headers['transfer-encoding'] === 'chunked') body = decodeChunked(body);
  else if (headers['content-length']) body = body.subarray(0, Number(headers['content-length']));
  return { statusCode, headers, body: body.toString('utf8') };
}

/** Sends one request with `connection: close` and reads the answer; rejects after `timeoutMs`. */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawAnswer> {
  const body = request.body ?? Buffer.alloc(0);
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, connection: 'close', ...request.headers };
  if (request.chunkSize) headers['transfer-encoding'] = 'chunked';
  else if (headers['content-length'] === undefined && (body.length > 0 || request.method === 'POST')) headers['content-length'] = String(body.length);
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;

  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${request.method} ${request.path.slice(0, 60)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      const answer = parseAnswer(Buffer.concat(received));
      if (answer) resolve(answer);
      else reject(new Error(`no HTTP answer to ${request.method} ${request.path.slice(0, 60)}`));
    };
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', finish);
    // The server may answer (413) and close while the body is still being written: keep what was read.
    socket.on('error', () => {
      socket.destroy();
      finish();
    });
    socket.on('connect', () => {
      socket.write(head, 'latin1');
      if (request.chunkSize) {
        for (let offset = 0; offset < body.length && !socket.destroyed; offset += request.chunkSize) {
          const chunk = body.subarray(offset, offset + request.chunkSize);
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          socket.write('\r\n');
        }
        if (!socket.destroyed) socket.write('0\r\n\r\n');
      } else if (body.length > 0) {
        socket.write(body);
      }
    });
  });
}
