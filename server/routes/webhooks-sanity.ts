/**
 * POST /webhooks/sanity: a Sanity project's GROQ-powered webhook saying content changed; the backend
 * fetches that dataset again (server/content/sanity-project-store.ts). Signed as `@sanity/webhook`
 * verifies: header `sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">`
 * with `SANITY_WEBHOOK_SECRET`. The dataset comes from the `sanity-dataset` header (else the
 * configured one).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../errors.ts';
import type { SanityProjectStore } from '../content/sanity-project-store.ts';

const SIGNATURE = /^t=(\d+)[, ]+v1=([^, ]+)$/;
/** Sanity signs nothing dated before 2021. */
const MINIMUM_TIMESTAMP = 1_609_459_200_000;
const BODY_LIMIT = 1024 * 1024;

export function sanitySignature(body: string, timestamp: number, secret: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('base64url');
  return `t=${timestamp},v1=${digest}`;
}

export function isValidSanitySignature(body: string, header: string | undefined, secret: string): boolean {
  const match = SIGNATURE.exec(header?.trim() ?? '');
  const timestamp = Number(match?.[1]);
  if (!match || !body || !(timestamp >= MINIMUM_TIMESTAMP)) return false;
  const expected = Buffer.from(sanitySignature(body, timestamp, secret));
  const given = Buffer.from(header?.trim() ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface SanityWebhookDeps {
  store: SanityProjectStore | null;
  secret: string | undefined;
  dataset: string;
}

export async function registerSanityWebhook(app: FastifyInstance, { store, secret, dataset: defaultDataset }: SanityWebhookDeps): Promise<void> {
  await app.register(async (scoped) => {
    // The signature covers the raw body: kept as text, parsed by nobody.
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
    scoped.post<{ Body: string }>('/webhooks/sanity', async (request, reply) => {
      if (!store || !secret) {
        return reply.code(404).send(apiError('Sanity webhooks are off: set SANITY_PROJECT_ID and SANITY_WEBHOOK_SECRET'));
      }
      const header = request.headers['sanity-webhook-signature'];
      if (!isValidSanitySignature(typeof request.body === 'string' ? request.body : '', typeof header === 'string' ? header : undefined, secret)) {
        return reply.code(401).send(apiError('Invalid or missing sanity-webhook-signature'));
      }
      const named = request.headers['sanity-dataset'];
      const dataset = typeof named === 'string' && store.isValidName(named) ? named : defaultDataset;
      try {
        await store.changed(dataset);
      } catch (error) {
        request.log.error({ err: error, dataset }, 'sanity webhook: fetching the content again failed; the periodic refresh retries');
        return reply.code(502).send(apiError('The content could not be fetched from Sanity; try again'));
      }
      return reply.code(200).send({ ok: true, dataset });
    });
  });
}
