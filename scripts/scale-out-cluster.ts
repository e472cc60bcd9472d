/**
 * The scale-out recipe as code (docs/scaling.md): N replicas of `server/main.ts` on one PostgreSQL,
 * behind HAProxy (Debian package `haproxy`) with health checks, X-Forwarded-For, and retries of requests
 * that no replica has processed. Used by `scripts/scale-out.ts` and the replica reliability tests.
 */
import { freePort, startServer, stop } from '../test/support/child-server.ts';
import type { ChildServer } from '../test/support/child-server.ts';
import { startHaproxy, type RunningHaproxy } from './lib/haproxy.ts';

/** Health checks every 500 ms (5 s to answer); two failures take a replica out, two successes bring it back. */
export function haproxyConfig(options: { port: number; host?: string; replicas: Array<{ name: string; port: number }>; maxConnections?: number }): string {
  const maxConnections = options.maxConnections ?? 4096;
  return [
    'global',
    `  maxconn ${maxConnections * 2}`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout queue 30s',
    // A replica busy with a burst answers /health late, not never: without this the check times out after `inter`.
    '  timeout check 5s',
    '  timeout http-keep-alive 10s',
    '  option http-keep-alive',
    // The replicas trust X-Forwarded-For from HAProxy's address (TRUST_PROXY): the rate limits key on the real client.
    '  option forwardfor',
    // Retried on another replica: a refused connection, or a 503 from a replica that is stopping (nothing
    // was processed). A request cut mid-way is not retried: it may have been stored (the client retries).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure 503',
    '  option http-buffer-request',
    '',
    'frontend quiz',
    `  bind ${options.host ?? '127.0.0.1'}:${options.port}`,
    `  maxconn ${maxConnections}`,
    '  default_backend replicas',
    '',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    '  http-response set-header x-replica %s',
    // At most 64 requests at a time per replica: a burst waits in HAProxy's queue, not in a replica's pool.
    '  default-server inter 500ms fall 2 rise 2 maxconn 64',
    ...options.replicas.map((replica) => `  server ${replica.name} 127.0.0.1:${replica.port} check`),
    '',
  ].join('\n');
}

export interface Replica {
  name: string;
  port: number;
  server: ChildServer;
}

export interface Cluster {
  /** The load balancer's URL. */
  url: string;
  replicas: Replica[];
  /** SIGKILL: the replica dies mid-request, as in a crash. */
  kill(index: number): Promise<void>;
  /** Starts a stopped or killed replica again on its port. */
  restart(index: number): Promise<void>;
  /** SIGTERM to every replica (graceful), then stops HAProxy and deletes its folder. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  replicas: number;
  databaseUrl: string;
  /** The balancer's port; default a free one. */
  port?: number;
  host?: string;
  /** More environment for every replica (e.g. AI_RATE_LIMIT_PER_MINUTE). */
  env?: NodeJS.ProcessEnv;
  maxConnections?: number;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: options.databaseUrl,
    // HAProxy runs on this host and connects from 127.0.0.1: only its X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
    // Health turns 503 first, so HAProxy (2 checks 500 ms apart) stops sending before the replica stops accepting.
    SHUTDOWN_DRAIN_MS: '1500',
    ...options.env,
  };
  const ports = await Promise.all(Array.from({ length: options.replicas }, () => freePort()));
  const replicas: Replica[] = [];
  const alive = (replica: Replica) => replica.server.process.exitCode === null && replica.server.process.signalCode === null;
  // The first replica migrates and imports the catalogue; the others then find both done.
  replicas.push({ name: 'r1', port: ports[0] as number, server: await startServer(env, ports[0] as number) });
  replicas.push(...await Promise.all(ports.slice(1).map(async (port, index) => ({
    name: `r${index + 2}`, port, server: await startServer(env, port),
  }))));

  const port = options.port ?? await freePort();
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const stopReplicas = () => Promise.all(replicas.filter(alive).map((replica) => stop(replica.server)));
  let haproxy: RunningHaproxy;
  try {
    haproxy = await startHaproxy({
      name: 'fq-haproxy',
      configure: () => haproxyConfig({ port, host: options.host, replicas, maxConnections: options.maxConnections }),
      isReady: () => answersHealth(url),
    });
  } catch (error) {
    await stopReplicas();
    throw error;
  }

  return {
    url,
    replicas,
    async kill(index) {
      const replica = replicas[index] as Replica;
      replica.server.process.kill('SIGKILL');
      await replica.server.exited;
    },
    async restart(index) {
      const replica = replicas[index] as Replica;
      if (alive(replica)) await stop(replica.server);
      replica.server = await startServer(env, replica.port);
    },
    async stop() {
      await stopReplicas();
      await haproxy.stop();
    },
  };
}
