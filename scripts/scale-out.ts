/**
 * Scale out without containers: N replicas of the server on one PostgreSQL behind HAProxy.
 *
 *   DATABASE_URL=postgres://user@db-host/quiz npx tsx scripts/scale-out.ts --replicas 3 --port 8080
 *
 * Try it with a throwaway PostgreSQL:
 *   bash scripts/with-postgres.sh sh -c 'DATABASE_URL=$TEST_DATABASE_URL npx tsx scripts/scale-out.ts'
 *
 * Ctrl-C (or SIGTERM) stops every replica gracefully, then HAProxy. See docs/scaling.md.
 */
import { parseArgs } from 'node:util';
import { startCluster } from './scale-out-cluster.ts';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('scale-out: set DATABASE_URL to the PostgreSQL every replica shares (see docs/scaling.md)');
  process.exit(64);
}
const replicas = Number(values.replicas);
if (!Number.isInteger(replicas) || replicas < 1) {
  console.error('scale-out: --replicas must be a positive integer');
  process.exit(64);
}

const cluster = await startCluster({ replicas, databaseUrl, port: Number(values.port), host: values.host, env: { LOG_LEVEL: 'warn' } });
console.info(`scale-out: ${replicas} replicas (${cluster.replicas.map((replica) => `${replica.name} :${replica.port}`).join(', ')}) behind HAProxy at ${cluster.url}`);
let stopping = false;
const stopAll = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`scale-out: ${signal}, stopping the replicas and HAProxy`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));
