/**
 * The merchant's insights (docs/insights.md): the page at /insights (a separate build in
 * `dist-insights/`), its assets and its JSON reports under /insights/api/. Everything except the login
 * form answers 401 without a valid session cookie, and no data is sent before that check.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';
import { endSession, saveSession, sessionIsOpen } from '../repositories/insights-sessions.ts';
import {
  clearedMerchantCookie, clearedSessionCookie, createSession, merchantCookie, readCookie, SESSION_COOKIE, sessionCookie, sessionOf, tokenMatches,
  tokenProblem,
} from './insights-auth.ts';
import { parseRange, REPORTS, type ReportName, type ReportOptions } from './insights-queries.ts';
import { DEFAULT_PRIMARY_METRIC, isPrimaryMetric, PRIMARY_METRICS } from './insights-verdict.ts';
import { inStoreTime } from './store-time.ts';
import { responsesCsv } from './insights-export.ts';
import { parseSegmentFilter } from './insights-segments.ts';
import { createMerchantMarker } from '../merchant-visit.ts';
import { MERCHANT_MARKER_PARAM } from '../../contract/merchant-marker.ts';

export interface InsightsRouteDeps {
  db: Database;
  token: string | undefined;
  /** The built page (`npm run build` writes it). */
  distDir: string;
  /** Login attempts per client IP per window (a wrong token and a right one alike). */
  loginAttemptsPerWindow?: number;
  /** The store's IANA time zone: the reports' days begin at its midnight (default UTC). */
  timeZone?: string;
  /** The quiz's words for a step id (the answers report); default: none, values stand as labels. */
  questions?: ReportOptions['questions'];
  /** The content's A/B/C schedule (the variants report shows it); default: none. */
  experiment?: ReportOptions['experiment'];
  /** The quiz the server follows for a dataset (the funnel's labels and order); default: none. */
  quizOf?: ReportOptions['quizOf'];
  /** The store's address (`STORE_URL`): the merchant link opens it with the merchant marker. */
  storeUrl?: string;
}

export const LOGIN_WINDOW = '15 minutes';
const PUBLIC_PATHS = new Set(['/insights/login', '/insights/login.css']);
const LOGIN_CSS = resolve(import.meta.dirname, '../../insights/public/login.css');
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The login form (no script, no inline style: the page's CSP forbids both). */
export function loginPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quiz insights: sign in</title><link rel="stylesheet" href="/insights/login.css"></head>
<body><main class="login"><h1>Quiz insights</h1>
<form method="post" action="/insights/login">
<label for="token">Insights token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required${message ? ' aria-describedby="login-message" aria-invalid="true"' : ''}>
${message ? `<p id="login-message" class="message" role="alert">${escapeHtml(message)}</p>` : ''}
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

export async function registerInsightsRoutes(app: FastifyInstance, deps: InsightsRouteDeps): Promise<void> {
  const { db, token, distDir } = deps;
  const weak = tokenProblem(token);
  if (weak) throw new Error(weak);
  const secure = (request: FastifyRequest) => request.protocol === 'https';
  const sessionIn = (request: FastifyRequest) => (token ? sessionOf(readCookie(request.headers.cookie, SESSION_COOKIE), token) : null);
  const signedIn = async (request: FastifyRequest) => {
    const session = sessionIn(request);
    return session !== null && sessionIsOpen(db, session);
  };
  const wantsHtml = (request: FastifyRequest) => !request.url.startsWith('/insights/api/') && (request.headers.accept ?? '').includes('text/html');

  const refuse = (request: FastifyRequest, reply: FastifyReply, message = '') => {
    void reply.code(401).header('cache-control', 'no-store');
    return wantsHtml(request)
      ? reply.type('text/html; charset=utf-8').send(loginPage(message))
      : reply.send(apiError(token ? 'Sign in to see the insights' : 'Insights are not configured (INSIGHTS_TOKEN is not set)'));
  };

  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scoped.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (PUBLIC_PATHS.has(path)) return;
      if (!await signedIn(request)) return refuse(request, reply);
      void reply.header('cache-control', 'no-store');
    });

    scoped.get('/insights/login.css', async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await readFile(LOGIN_CSS)));

    scoped.post<{ Body: { token?: unknown } | undefined }>('/insights/login', {
      config: { rateLimit: { max: deps.loginAttemptsPerWindow ?? 10, timeWindow: LOGIN_WINDOW } },
    }, async (request, reply) => {
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      if (!token || !tokenMatches(request.body?.token, token)) {
        request.log.warn({ ip: request.ip }, 'insights login refused');
        void reply.code(401).header('cache-control', 'no-store');
        return form
          ? reply.type('text/html; charset=utf-8').send(loginPage(token ? 'That token is not right.' : 'Insights are not configured on this server.'))
          : reply.send(apiError('Wrong token'));
      }
      const { session, value } = createSession(token);
      await saveSession(db, session);
      void reply.header('set-cookie', [sessionCookie(value, secure(request)), merchantCookie(value, secure(request))]);
      return form ? reply.code(303).header('location', '/insights').send() : reply.code(204).send();
    });

    scoped.post('/insights/logout', async (request, reply) => {
      const session = sessionIn(request);
      if (session) await endSession(db, session);
      return reply.code(303).header('set-cookie', [clearedSessionCookie(secure(request)), clearedMerchantCookie(secure(request))]).header('location', '/insights').send();
    });

    // The link that marks a browser as the merchant's on the store (server/merchant-visit.ts).
    scoped.post('/insights/merchant-link', async (_request, reply) => {
      if (!token || !deps.storeUrl) return reply.code(503).send(apiError('STORE_URL is not set'));
      const { marker, expiresAt } = createMerchantMarker(token);
      const url = new URL(deps.storeUrl);
      url.searchParams.set(MERCHANT_MARKER_PARAM, marker);
      return reply.send({ url: url.toString(), expiresAt: new Date(expiresAt).toISOString() });
    });

    scoped.get('/insights', async (_request, reply) => {
      const index = join(distDir, 'index.html');
      if (!existsSync(index)) return reply.code(503).send(apiError('The insights page is not built: run "npm run build"'));
      return reply.type('text/html; charset=utf-8').send(await readFile(index));
    });

    scoped.get<{ Params: { '*': string } }>('/insights/assets/*', async (request, reply) => {
      const root = join(distDir, 'assets');
      const file = normalize(join(root, request.params['*']));
      if (!file.startsWith(`${root}/`) || !existsSync(file) || !TYPES[extname(file)]) return reply.code(404).send(apiError('Not found'));
      return reply.type(TYPES[extname(file)] as string).send(await readFile(file));
    });

    scoped.get<{ Params: { report: string }; Querystring: { from?: string; to?: string; metric?: string } & Record<string, unknown> }>('/insights/api/:report', async (request, reply) => {
      const name = request.params.report;
      if (!Object.hasOwn(REPORTS, name)) return reply.code(404).send(apiError(`Unknown report "${name}"`));
      const range = parseRange(request.query);
      if (!range.ok) return reply.code(400).send(apiError('Invalid date range', [range.error]));
      const metric = request.query.metric ?? DEFAULT_PRIMARY_METRIC;
      if (!isPrimaryMetric(metric)) return reply.code(400).send(apiError('Invalid metric', [`"metric" is one of ${PRIMARY_METRICS.join(', ')}`]));
      const filter = parseSegmentFilter(request.query);
      if (!filter.ok) return reply.code(400).send(apiError('Invalid segment', [filter.error]));
      const timeZone = deps.timeZone ?? 'UTC';
      const report = await REPORTS[name as ReportName](db, inStoreTime(range.value, timeZone), {
        metric, filter: filter.value, timeZone, questions: deps.questions ?? (() => undefined), experiment: deps.experiment ?? (() => null), quizOf: deps.quizOf ?? (() => null),
      });
      return reply.send({ from: request.query.from ?? null, to: request.query.to ?? null, ...report });
    });

    scoped.get<{ Querystring: { from?: string; to?: string } & Record<string, unknown> }>('/insights/export/responses.csv', async (request, reply) => {
      const range = parseRange(request.query);
      if (!range.ok) return reply.code(400).send(apiError('Invalid date range', [range.error]));
      const filter = parseSegmentFilter(request.query);
      if (!filter.ok) return reply.code(400).send(apiError('Invalid segment', [filter.error]));
      const { from, to } = range.value;
      const days = `${from.toISOString().slice(0, 10)}_${new Date(to.getTime() - 1).toISOString().slice(0, 10)}`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="responses-${days}.csv"`)
        .send(responsesCsv(db, inStoreTime(range.value, deps.timeZone ?? 'UTC'), filter.value));
    });

    scoped.all('/insights/*', async (_request, reply) => reply.code(404).send(apiError('Not found')));
  });
}
