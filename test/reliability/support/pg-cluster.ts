/**
 * A throwaway PostgreSQL cluster of its own (the same settings as scripts/with-postgres.sh) that a fault
 * test may stop and start with pg_ctl. Not the TEST_DATABASE_URL server: other suites may be using that
 * one in parallel. As root, PostgreSQL runs as the user "postgres" (or "nobody").
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../support/free-port.ts';

const run = promisify(execFile);

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else null. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

async function userId(name: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const uid = Number((await run('id', ['-u', name])).stdout.trim());
    const gid = Number((await run('id', ['-g', name])).stdout.trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

export interface PgCluster {
  url: string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function createCluster(bin: string): Promise<PgCluster> {
  const work = await mkdtemp(join(tmpdir(), 'fq-pgfault-'));
  const data = join(work, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? ((await userId('postgres')) ?? (await userId('nobody'))) : null;
  if (owner) await chown(work, owner.uid, owner.gid);
  const options = { ...(owner ? { uid: owner.uid, gid: owner.gid } : {}), env: { ...process.env, LC_ALL: 'C' }, timeout: 60_000 };
  const pgCtl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], options);

  await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'], options);
  const settings = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl('-l', join(work, 'server.log'), '-w', '-t', '30', '-o', settings, 'start');
      running = true;
    },
    async stop(mode = 'fast') {
      await pgCtl('-m', mode, '-w', '-t', '30', 'stop');
      running = false;
    },
    async destroy() {
      if (running) await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      await rm(work, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
