/**
 * POST /events: first-party quiz events (funnel analytics), one `{name, anonymousId?, properties?}` or a
 * batch `{events: [...]}`; answers 202 `{stored}`. Besides application/json it takes a JSON body sent as
 * text/plain, which is what `navigator.sendBeacon` sends from a host page without a CORS preflight.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';
import { checkEvents } from '../event-steps.ts';
import type { FollowedQuiz } from '../event-steps.ts';
import type { FairShares } from '../fair-share.ts';
import { strictJsonParser } from '../json-body.ts';
import { insertEvents, pruneEvents } from '../repositories/events.ts';
import { eventsBodySchema } from '../schemas/requests.ts';
import type { EventsBody } from '../schemas/requests.ts';

export interface EventRouteDeps {
  db: Database;
  /** Events older than this many days are deleted at start and every few hours (0: kept). */
  retentionDays?: number;
  /** The quiz the server follows for a dataset, which step events must name (server/event-steps.ts). */
  quizOf?: (dataset: string) => FollowedQuiz | null;
  /** The dataset of step events that name none. */
  defaultDataset?: string;
  /** Whether the request comes from the signed-in merchant: their events are stored flagged, out of every report. */
  isMerchant?: (request: FastifyRequest) => Promise<boolean>;
  /** Per-client shares, counted in events (server/fair-share.ts). */
  shares?: FairShares;
}

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

export async function registerEventRoutes(app: FastifyInstance, { db, retentionDays = 0, quizOf = () => null, defaultDataset = 'staging', isMerchant, shares }: EventRouteDeps): Promise<void> {
  if (retentionDays > 0) {
    const prune = () => pruneEvents(db, retentionDays)
      .then((deleted) => { if (deleted) app.log.info({ deleted, retentionDays }, 'old quiz events deleted'); })
      .catch((error: unknown) => app.log.warn({ err: error }, 'deleting old quiz events failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void prune();
      timer = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  await app.register(async (scoped) => {
    if (scoped.hasContentTypeParser('text/plain')) scoped.removeContentTypeParser('text/plain');
    scoped.addContentTypeParser('text/plain', { parseAs: 'buffer' }, strictJsonParser(scoped));

    const eventCount = (request: { body: unknown }) => {
      const body = request.body as EventsBody;
      return 'events' in body ? body.events.length : 1;
    };
    scoped.post<{ Body: EventsBody }>('/events', {
      schema: { body: eventsBodySchema },
      ...(shares ? { preHandler: shares.guard('events', eventCount) } : {}),
    }, async (request, reply) => {
      const body = request.body;
      const batch = 'events' in body;
      const events = batch ? body.events : [body];
      const checked = checkEvents(events, { quizOf, defaultDataset }, batch);
      if (checked.details.length > 0) return reply.code(400).send(apiError('Invalid events', checked.details));
      const merchant = isMerchant ? await isMerchant(request) : false;
      const stored = await insertEvents(db, merchant ? checked.events.map((event) => ({ ...event, excluded: 'merchant' as const })) : checked.events);
      return reply.code(202).send({ stored });
    });
  });
}
