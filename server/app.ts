/** Builds the whole backend as one Fastify instance; `main.ts` listens, tests inject. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { createDescriber } from './ai/describe.ts';
import type { Describer } from './ai/describe.ts';
import { createOpenAiProvider } from './ai/provider.ts';
import type { ServerConfig } from './config.ts';
import { originsMatcher } from './cors-origins.ts';
import type { DatasetStore } from './content/datasets.ts';
import { LiveDatasetStore } from './content/live-store.ts';
import { registerMutateRoute } from './content/mutate-route.ts';
import { SanityProjectStore } from './content/sanity-project-store.ts';
import { DEFAULT_CONTENT_QUERY_OPTIONS } from './content/content-queries.ts';
import { registerContentRoutes } from './content/routes.ts';
import { ContentWarmUp } from './content/warm-up.ts';
import type { Database } from './db/database.ts';
import { memoryRateLimitStore, sharedCounts } from './db/memory-rate-limit-store.ts';
import { databaseRateLimitStore } from './db/rate-limit-store.ts';
import { apiError, registerErrorHandling } from './errors.ts';
import { followedQuizOf } from './event-steps.ts';
import { merchantCheck } from './merchant-visit.ts';
import { fairShares } from './fair-share.ts';
import { strictJsonParser } from './json-body.ts';
import { QuizOptions } from './quiz-options.ts';
import { guardDatabase } from './repositories/guard.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { emailStepIn, supportedLocale } from './mail/email-words.ts';
import { RESULTS_EMAIL, resultsEmailHandler } from './mail/results-handler.ts';
import { startOutboxWorker, type OutboxHandler } from './outbox/outbox.ts';
import { registerEmailRoutes } from './routes/email-results.ts';
import { marketingHandlers, marketingMessages, unsubscribeMessages } from './marketing/handlers.ts';
import { orderKitHandler, SHOPIFY_ORDER_KIT } from './marketing/shopify-order-kit.ts';
import { registerAiRoutes } from './routes/ai.ts';
import { registerEventRoutes } from './routes/events.ts';
import { registerFragranceRoutes } from './routes/fragrances.ts';
import { registerGptContentRoutes } from './routes/gpt-content.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { Lifecycle } from './lifecycle.ts';
import { registerInsightsRoutes } from './routes/insights.ts';
import { experimentSource } from './routes/insights-schedule.ts';
import { questionSource } from './routes/insights-questions.ts';
import { HouseScentSource, registerKitRoutes } from './routes/kit.ts';
import { registerQuizMetaRoutes } from './routes/quiz-meta.ts';
import { registerWebhookRoutes } from './routes/webhooks-shopify.ts';
import { registerSanityWebhook } from './routes/webhooks-sanity.ts';
import { registerPrivacyWebhooks } from './routes/webhooks-shopify-privacy.ts';
import { KitVariantSource } from './kit/kit-variants.ts';
import { SECURITY_HEADERS, registerSecurityHeaders } from './security-headers.ts';
import { setStaticHeaders } from './static-headers.ts';
import { ENTRY_SCRIPT, registerEntryScript } from './entry-script.ts';

export interface AppDependencies {
  config: ServerConfig;
  db: Database;
  logger?: boolean | object;
  /** The description service; default: the OpenAI-compatible provider of `config.ai`, else the composer. */
  describer?: Describer;
  /** The content store; default: a new one over `config.contentDir`. */
  datasets?: DatasetStore;
  /** Draining and graceful close (main.ts drains on SIGTERM); default: a new one. */
  lifecycle?: Lifecycle;
  /** How e-mails leave; default: SMTP with `SMTP_URL`, else `.eml` files under `<DATA_DIR>/mail`. */
  mailer?: Mailer;
}

export async function buildApp({ config, db: rawDb, logger, describer, datasets: givenDatasets, lifecycle = new Lifecycle(), mailer: givenMailer }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For only from the proxies TRUST_PROXY names (none by default): from anyone else it is
    // the client's own claim, and trusting it would let a client reset its rate limits.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: true } },
    return503OnClosing: true,
    // Fastify answers a malformed URL before any hook runs, so the security headers are set here by hand.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply).code(status).headers(SECURITY_HEADERS).send(apiError(error.message));
    },
  });
  lifecycle.attach(app);
  registerErrorHandling(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, strictJsonParser(app));

  registerSecurityHeaders(app);
  const corsAllowed = originsMatcher(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || corsAllowed(origin)),
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    maxAge: 600,
  });
  await app.register(compress, { threshold: 1024 });
  // Connection-level failures without a PostgreSQL code (closed PGlite, ended pool) become 503s.
  const db = guardDatabase(rawDb);
  // On PostgreSQL counted in the database, so every replica sees the same counts; PGlite has one process,
  // so its counts stay in memory, off its single connection (docs/scaling.md). With the database
  // unavailable the limit is skipped: the description does not need the database, the shopper still gets it.
  const rateLimitStore = rawDb.kind === 'postgres' ? databaseRateLimitStore(db) : memoryRateLimitStore(sharedCounts(rawDb));
  await app.register(rateLimit, { global: false, store: rateLimitStore, skipOnError: true });
  // Per-client shares of the public endpoints (fair-share.ts): rates shared like the AI limit, in-flight per replica.
  const shares = fairShares(app, rawDb, db, config.fairShares);
  // The content: a Sanity project's (SANITY_PROJECT_ID), or the seed files with what was published through
  // the mutation API; either is followed on every replica.
  const contentFailed = (error: unknown) => app.log.warn({ err: error }, 'content: reading the published content failed; the previous content is served');
  const sanityProject = !givenDatasets && config.sanity
    ? new SanityProjectStore(config.contentDir, db, { ...config.sanity, pollMs: config.contentPollMs }, contentFailed)
    : null;
  const datasets = givenDatasets ?? sanityProject ?? new LiveDatasetStore(config.contentDir, db, config.contentPollMs);
  if (sanityProject) {
    await sanityProject.start([config.contentDataset]);
    app.addHook('onClose', async () => sanityProject.stop());
  } else if (datasets instanceof LiveDatasetStore && !givenDatasets) {
    await datasets.start(contentFailed);
    app.addHook('onClose', () => datasets.stop());
  }
  const warmUp = new ContentWarmUp();
  const contentQueries = registerContentRoutes(app, datasets, {
    ...DEFAULT_CONTENT_QUERY_OPTIONS, budgetMs: config.groqBudgetMs, workers: config.groqWorkers,
    admit: async (client) => {
      const { verdict, release } = await shares.take('contentQuery', client);
      return verdict.ok ? { ok: true, release } : verdict;
    },
  }, { dataset: config.contentDataset, state: warmUp }, { writeToken: config.contentWriteToken });
  registerMutateRoute(app, datasets instanceof LiveDatasetStore ? datasets : null, config.contentWriteToken, datasets);
  registerHealthRoutes(app, rawDb, lifecycle, warmUp);
  registerFragranceRoutes(app, db);

  const quizOptions = new QuizOptions(datasets, config.contentDataset);
  const houseScents = new HouseScentSource(datasets, config.contentDataset, app.log);
  const describe = describer ?? createDescriber({
    provider: config.ai ? createOpenAiProvider(config.ai) : null,
    logger: app.log,
  });
  // The outbox worker of this replica (server/outbox/outbox.ts): one handler per message kind.
  const mailer = givenMailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dir: join(config.dataDir, 'mail') });
  const handlers: Record<string, OutboxHandler> = {
    [RESULTS_EMAIL]: resultsEmailHandler({
      db, mailer, mail: config.mail, houseScents,
      words: (locale) => emailStepIn(datasets.get(config.contentDataset), null, supportedLocale(locale)).words,
    }),
    ...marketingHandlers(db, config),
    ...(config.shopifyAdmin ? { [SHOPIFY_ORDER_KIT]: orderKitHandler(db, config.shopifyAdmin) } : {}),
  };
  const outbox = startOutboxWorker(db, handlers, { ...config.outbox, log: app.log });
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });
  const quizOf = (dataset: string) => (datasets.isValidName(dataset) ? followedQuizOf(dataset, datasets.get(dataset)) : null);
  await app.register(async (api) => {
    // The backend's own endpoints take JSON only (415 otherwise); /events also takes sendBeacon's text/plain.
    api.removeContentTypeParser('text/plain');
    registerQuizMetaRoutes(api, { db, quizOptions, shares });
    registerGptContentRoutes(api, { db });
    registerAiRoutes(api, { db, describer: describe, quizOptions, rateLimitPerMinute: config.aiRateLimitPerMinute, shares });
    registerKitRoutes(api, { db, quizOptions, houseScents });
    await registerEventRoutes(api, {
      db, retentionDays: config.eventsRetentionDays, shares, quizOf,
      defaultDataset: config.contentDataset, isMerchant: merchantCheck(db, config.insightsToken),
    });
    await registerEmailRoutes(api, {
      db, datasets, dataset: config.contentDataset, mailer, kick: () => outbox.kick(), retentionDays: config.emailRetentionDays,
      followUps: (optinId, email) => marketingMessages(config, optinId, email),
      unsubscribeFollowUps: (optinId, email) => unsubscribeMessages(config, optinId, email),
    });
  });
  const kitVariants = new KitVariantSource(datasets, config.contentDataset);
  await registerWebhookRoutes(app, { db, secret: config.shopifyWebhookSecret, houseScents, kitVariants, orderKit: config.shopifyAdmin ? { kick: () => outbox.kick() } : undefined });
  await registerSanityWebhook(app, { store: sanityProject, secret: config.sanity?.webhookSecret, dataset: config.contentDataset });
  await registerPrivacyWebhooks(app, { db, secret: config.shopifyWebhookSecret, dataDir: config.dataDir });
  await registerInsightsRoutes(app, { db, token: config.insightsToken, distDir: config.insightsDistDir, timeZone: config.storeTimezone,
    questions: questionSource(datasets, config.contentDataset), experiment: experimentSource(datasets, config.contentDataset), quizOf, storeUrl: config.mail.storeUrl });

  await app.register(fastifyStatic, {
    root: config.contentDir,
    prefix: '/content/',
    decorateReply: false,
    allowedPath: (path) => /^\/[a-z0-9_-]+\/images\/[\w.-]+\.svg$/i.test(path),
    cacheControl: false,
    setHeaders: setStaticHeaders,
  });
  if (existsSync(config.distDir)) {
    if (existsSync(join(config.distDir, ENTRY_SCRIPT))) {
      registerEntryScript(app, { distDir: config.distDir, queries: contentQueries, dataset: config.contentDataset, allowsOrigin: corsAllowed });
    }
    // The build wrote brotli and gzip copies (scripts/lib/precompress.ts): sent as they are, not compressed per request.
    await app.register(fastifyStatic, { root: config.distDir, prefix: '/', cacheControl: false, setHeaders: setStaticHeaders, index: ['index.html'], preCompressed: true });
  } else {
    app.log.warn(`${config.distDir} is missing: run "npm run build" to serve the demo page and the element`);
  }
  return app;
}
