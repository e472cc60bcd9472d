/**
 * A local HTTP server speaking OpenAI chat-completions, for every test that needs an AI provider
 * (AI client, AI endpoint, reliability faults, end-to-end journeys): it records each request and answers
 * through the test's handler.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ChatServer {
  /** e.g. `http://127.0.0.1:12345/v1` (the provider appends `/chat/completions`). */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Answers one request; `index` counts from 0. A handler that throws gets a 500. */
export type ChatHandler = (request: RecordedRequest, response: ServerResponse, index: number) => void | Promise<void>;

/** A chat-completions answer carrying `content`. */
export function chatCompletion(content: unknown): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

export function sendJson(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
}

/** A handler answering every request with the assistant text `content(index)`. */
export function replyWith(content: (index: number) => string): ChatHandler {
  return (_request, response, index) => sendJson(response, 200, chatCompletion(content(index)));
}

export async function startChatServer(handler: ChatHandler): Promise<ChatServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      void Promise.resolve()
        .then(() => handler(recorded, res, requests.length - 1))
        .catch(() => {
          if (!res.headersSent) sendJson(res, 500, '{}');
        });
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
