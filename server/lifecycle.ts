/**
 * Graceful stop (docs/scaling.md): `drain()` makes /health answer 503 so that a load balancer stops
 * sending new requests while the server still serves them; `app.close()` then stops accepting, lets the
 * requests in flight finish and closes every keep-alive connection.
 *
 * Why `app.close()` used to hang: Node's `server.close()` closes the connections that are idle at that
 * moment only. A connection whose request was still running stayed open after its response (keep-alive,
 * and Fastify keeps idle connections 72 s), so `close()` waited for the client to hang up. Now every
 * response sent while closing says `Connection: close`, and connections that become idle are closed.
 */
import type { FastifyInstance } from 'fastify';

/** How often idle connections are swept while closing. */
const SWEEP_MS = 50;

export class Lifecycle {
  #draining = false;
  #closing = false;

  get draining(): boolean {
    return this.#draining || this.#closing;
  }

  drain(): void {
    this.#draining = true;
  }

  /** Call once, before any route is registered. */
  attach(app: FastifyInstance): void {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (this.#closing) void reply.header('connection', 'close');
      return payload;
    });
    app.addHook('preClose', async () => {
      this.#closing = true;
      const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
      sweep.unref();
      app.server.once('close', () => clearInterval(sweep));
      if (!app.server.listening) clearInterval(sweep);
    });
  }
}
