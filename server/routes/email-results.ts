/**
 * Results by e-mail (docs/behaviour.md "Results by e-mail"):
 *   POST /email-results        the shopper's opt-in: stores the consent record and enqueues the e-mail (202)
 *   GET|POST /email/unsubscribe?token=…&lang=…   one click, idempotent, signed token (RFC 8058 one-click POST
 *                              too); the page in the e-mail's language (`lang`), the e-mail step's words
 *   GET /email-results/latest  file mode only (no SMTP_URL): the newest e-mail's HTML, for the demo page
 * The consent wording stored is the content's in the shopper's locale, looked up by step and version, never the client's text.
 * Rate limited per client (route limit) and per address (hashed key); nothing personal is logged.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { consentTextFor, EMAIL_PROBLEM_MESSAGES, MAX_EMAIL_LENGTH, normaliseEmail, type EmailResultsRequest } from '../../contract/email-optin.ts';
import type { DatasetStore } from '../content/datasets.ts';
import type { Database, Queryable } from '../db/database.ts';
import { apiError } from '../errors.ts';
import { emailProblem } from '../mail/email-address.ts';
import { emailStepIn, supportedLocale } from '../mail/email-words.ts';
import type { Mailer } from '../mail/mailer.ts';
import { RESULTS_EMAIL, type ResultsEmailPayload } from '../mail/results-handler.ts';
import { unsubscribeKey, verifyUnsubscribe } from '../mail/unsubscribe-token.ts';
import { enqueue, type NewMessage } from '../outbox/outbox.ts';
import { insertOptin, purgeOptins, unsubscribe } from '../repositories/email-optins.ts';
import { findQuizMeta } from '../repositories/quiz-meta.ts';
import { text, UUID_PATTERN } from '../schemas/common.ts';
import type { Locale } from '../../contract/markets.ts';

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quizMetaId', 'email', 'consent', 'stepId', 'shopifyVariantId'],
  properties: {
    quizMetaId: { type: 'string', pattern: UUID_PATTERN },
    email: text(MAX_EMAIL_LENGTH + 20),
    consent: {
      type: 'object', additionalProperties: false, required: ['version', 'market'],
      properties: { version: text(100, 1), market: { type: 'string', pattern: '^[A-Z]{2}$' } },
    },
    stepId: text(100, 1),
    locale: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 35 },
    shopifyVariantId: { type: 'string', pattern: '^[0-9]{1,20}$' },
  },
} as const;

/** Per address: this many opt-ins an hour. */
export const PER_ADDRESS_PER_HOUR = 3;
const PURGE_EVERY_MS = 6 * 3_600_000;

/** Counts one opt-in for the address (hashed: no address in the rate-limit table); false past the limit. */
async function withinAddressLimit(db: Queryable, email: string): Promise<boolean> {
  const key = `email-results address ${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
  const [row] = await db.query<{ hits: number | string }>(
    `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, now() + interval '1 hour')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING r.hits AS hits`, [key]);
  return Number(row?.hits ?? 1) <= PER_ADDRESS_PER_HOUR;
}

export interface EmailRouteDeps {
  db: Database;
  datasets: DatasetStore;
  dataset: string;
  mailer: Mailer;
  /** Called after an enqueue (the outbox worker's kick). */
  kick: () => void;
  /** Further messages for a new opt-in (the marketing sync), enqueued in the same transaction. */
  followUps?: (optinId: string, email: string) => NewMessage[];
  /** Messages for an unsubscribe through opt-in `optinId`'s link (the marketing sync), in the same transaction. */
  unsubscribeFollowUps?: (optinId: string, email: string) => NewMessage[];
  retentionDays: number;
  perClientPerHour?: number;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page's own inline styles and nothing else (the site-wide policy would leave it unstyled). */
export const UNSUBSCRIBE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The unsubscribe link's page in `locale` (the content's words: merchant text, escaped). */
const page = (locale: Locale, title: string, body: string) => `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head>
<body style="font-family:Georgia,serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f1a17;background:#faf7f2;line-height:1.5"><main><h1 style="font-weight:normal">${escape(title)}</h1><p>${escape(body)}</p></main></body></html>`;

export async function registerEmailRoutes(app: FastifyInstance, deps: EmailRouteDeps): Promise<void> {
  const { db } = deps;
  if (deps.retentionDays > 0) {
    const purge = () => purgeOptins(db, deps.retentionDays)
      .then((deleted) => { if (deleted) app.log.info({ deleted, retentionDays: deps.retentionDays }, 'old e-mail opt-ins deleted'); })
      .catch((error: unknown) => app.log.warn({ err: error }, 'e-mail opt-ins not purged'));
    const timer = setInterval(() => void purge(), PURGE_EVERY_MS).unref();
    app.addHook('onReady', async () => { void purge(); });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.post<{ Body: EmailResultsRequest }>('/email-results', {
    schema: { body: bodySchema },
    config: { rateLimit: { max: deps.perClientPerHour ?? 10, timeWindow: '1 hour' } },
  }, async (request, reply) => {
    const body = request.body;
    const problem = emailProblem(body.email);
    if (problem) return reply.code(400).send(apiError(EMAIL_PROBLEM_MESSAGES[problem], [{ path: '/email', message: problem }]));
    const email = normaliseEmail(body.email);
    const quiz = await findQuizMeta(db, body.quizMetaId);
    if (!quiz) return reply.code(404).send(apiError('Unknown quiz result', [{ path: '/quizMetaId', message: 'no quiz-meta record has this id' }]));
    // The e-mail's language: a market's locale (contract/markets.ts), en-US when none is sent.
    const locale = supportedLocale(body.locale);
    // The wording the shopper read: the content's, in their language, never the client's text.
    const wording = consentTextFor(emailStepIn(deps.datasets.get(deps.dataset), body.stepId, locale).consentTexts, body.consent.market);
    if (!wording || wording.version !== body.consent.version) {
      return reply.code(409).send(apiError('The consent wording has changed: reload the page and try again', [{ path: '/consent/version', message: 'not the current wording for this market' }]));
    }
    if (!await withinAddressLimit(db, email)) {
      return reply.code(429).header('retry-after', '3600').send(apiError('Too many requests for this address; try again later'));
    }
    const optinId = randomUUID();
    const queued = await db.transaction(async (tx) => {
      const payload: ResultsEmailPayload = { optinId, shopifyVariantId: body.shopifyVariantId };
      const fresh = await enqueue(tx, { kind: RESULTS_EMAIL, key: `${RESULTS_EMAIL}:${body.quizMetaId}:${email.toLowerCase()}`, subject: email.toLowerCase(), payload });
      if (!fresh) return false;
      await insertOptin(tx, {
        id: optinId, email, quizMetaId: body.quizMetaId, market: body.consent.market, locale,
        consentText: wording.text, consentVersion: wording.version,
      });
      for (const message of deps.followUps?.(optinId, email) ?? []) await enqueue(tx, message);
      return true;
    });
    if (queued) deps.kick();
    request.log.info({ optin: queued ? optinId : 'repeat', market: body.consent.market }, 'results e-mail opt-in');
    return reply.code(202).send({ queued });
  });

  const unsubscribeRoute = async (token: unknown, lang: unknown, reply: FastifyReply, html: boolean) => {
    // Any `lang` only picks the words: unknown values read U.S. English.
    const locale = supportedLocale(lang);
    const words = emailStepIn(deps.datasets.get(deps.dataset), null, locale).words;
    const type = html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    const id = verifyUnsubscribe(await unsubscribeKey(db), token);
    const email = id ? await db.transaction(async (tx) => {
      const address = await unsubscribe(tx, id);
      for (const message of address ? deps.unsubscribeFollowUps?.(id, address) ?? [] : []) await enqueue(tx, message);
      return address;
    }) : null;
    if (email && deps.unsubscribeFollowUps) deps.kick();
    const [status, title, body] = email ? [200, words.unsubscribedTitle, words.unsubscribedText] : [400, words.invalidLinkTitle, words.invalidLinkText];
    if (html) reply.header('content-security-policy', UNSUBSCRIBE_PAGE_CSP);
    return reply.code(status).type(type).header('content-language', locale).send(html ? page(locale, title, body) : title);
  };
  app.get<{ Querystring: { token?: string; lang?: string } }>('/email/unsubscribe', async (request, reply) => unsubscribeRoute(request.query.token, request.query.lang, reply, true));
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the token is in the URL.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Querystring: { token?: string; lang?: string } }>('/email/unsubscribe', async (request, reply) => unsubscribeRoute(request.query.token, request.query.lang, reply, false));
  });

  app.get('/email-results/latest', async (_request, reply) => {
    const html = deps.mailer.kind === 'file' ? await deps.mailer.latestHtml() : null;
    if (!html) return reply.code(404).send(apiError('No e-mail written yet'));
    // The e-mail's own inline styles, nothing else: no script, no request leaves the page.
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'").send(html);
  });
}
