/**
 * A local HTTP server standing in for a provider's API (Klaviyo, Shopify Admin): it records every
 * request (method, path, headers, parsed JSON body) and answers each with the next queued reply (none
 * queued: 500), so a test checks the request against the provider's documented shape.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }
export type Reply = (seen: Seen, res: ServerResponse) => void;
export interface FakeService { url: string; seen: Seen[]; replies: Reply[]; close: () => Promise<void> }

export async function fakeService(): Promise<FakeService> {
  const seen: Seen[] = [];
  const replies: Reply[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown };
      seen.push(entry);
      (replies.shift() ?? ((_s, r) => { r.writeHead(500).end(); }))(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, replies, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A JSON reply. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => (_seen, res) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
};
