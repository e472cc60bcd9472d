/**
 * POST /events: first-party quiz events (funnel analytics), one `{name, anonymousId?, properties?}` or a
 * batch `{events: [...]}`; answers 202 `{stored}`. Besides application/json it takes a JSON body sent as
 * text/plain, which is what `navigator.sendBeacon` sends from a host page without a CORS preflight.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { strictJsonParser } from '../json-body.ts';
import { insertEvents, pruneEvents } from '../repositories/events.ts';
import { eventsBodySchema } from '../schemas/requests.ts';
import type { EventsBody } from '../schemas/requests.ts';

export interface EventRouteDeps {
  db: Database;
  /** Events older than this many days are deleted at start and every few hours (0: kept). */
  retentionDays?: number;
}

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

export async function registerEventRoutes(app: FastifyInstance, { db, retentionDays = 0 }: EventRouteDeps): Promise<void> {
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

    scoped.post<{ Body: EventsBody }>('/events', { schema: { body: eventsBodySchema } }, async (request, reply) => {
      const body = request.body;
      const events = 'events' in body ? body.events : [body];
      const stored = await insertEvents(db, events);
      return reply.code(202).send({ stored });
    });
  });
}
