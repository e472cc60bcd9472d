/** Sends a pre-serialised, pre-compressed body with its validators (ETag, 304) and cache headers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, pickEncoding } from './encoded-body.ts';
import type { EncodedBody } from './encoded-body.ts';

function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (fields.includes('*') || fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  void reply.header('vary', [...fields, field].join(', '));
}

export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  appendVary(reply, 'Accept-Encoding');
  void reply.code(body.status).header('cache-control', cacheControl).header('etag', body.etag);
  const revalidating = request.method === 'GET' || request.method === 'HEAD';
  if (revalidating && body.status === 200 && etagMatches(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  const { encoding, bytes } = await body.encoded(pickEncoding(request.headers['accept-encoding']));
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.header('content-type', contentType).send(bytes);
}
