/** A local HTTP server speaking OpenAI chat-completions, recording every request (AI endpoint tests). */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedChatRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeChatServer {
  /** e.g. `http://127.0.0.1:12345/v1` (the provider appends `/chat/completions`). */
  baseUrl: string;
  requests: RecordedChatRequest[];
  close(): Promise<void>;
}

/** Answers each request with `reply(index)`: the assistant's content, or `{status, body}` for a raw answer. */
export async function startFakeChatServer(
  reply: (index: number) => string | { status: number; body: string },
): Promise<FakeChatServer> {
  const requests: RecordedChatRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = reply(requests.length - 1);
      const { status, body } = typeof answer === 'string'
        ? {
            status: 200,
            body: JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
            }),
          }
        : answer;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
