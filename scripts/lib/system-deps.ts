/**
 * The system programs `npm test` uses (scripts/test-all.ts), found where the tests look for them, and
 * installed with apt-get when missing and this process may (root on a Debian-like system).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './browser.ts';

export interface SystemProgram {
  /** What the tests use it for, in the message. */
  name: string;
  /** The Debian package. */
  pkg: string;
  present: () => boolean;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function postgresPresent(): boolean {
  if (process.env['PG_BIN']) return existsSync(`${process.env['PG_BIN']}/initdb`);
  if (onPath('initdb') && onPath('pg_ctl')) return true;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  return versions.some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));
}

export const SYSTEM_PROGRAMS: readonly SystemProgram[] = [
  { name: 'Chromium (end-to-end tests, benchmarks, screenshots)', pkg: 'chromium', present: () => existsSync(CHROMIUM_PATH) },
  { name: "Chromium's headless shell (browser and CSP tests)", pkg: 'chromium-headless-shell', present: () => existsSync(TEST_CHROMIUM_PATH) },
  { name: 'PostgreSQL (server tests against PostgreSQL)', pkg: 'postgresql', present: postgresPresent },
  { name: 'HAProxy (scale-out tests)', pkg: 'haproxy', present: () => existsSync(process.env['HAPROXY_BIN'] ?? '/usr/sbin/haproxy') || onPath('haproxy') },
  { name: 'wrk (load tests)', pkg: 'wrk', present: () => onPath('wrk') },
  { name: 'openssl (TLS test certificates)', pkg: 'openssl', present: () => onPath('openssl') },
];

/** The apt-get line that installs `pkgs`, with sudo unless root. */
export function installCommand(pkgs: readonly string[], root: boolean): string {
  return `${root ? '' : 'sudo '}apt-get update && ${root ? '' : 'sudo '}apt-get install -y ${pkgs.join(' ')}`;
}

export interface Missing {
  programs: string[];
  command: string;
}

export interface Installer {
  /** Whether this process may install packages (root with apt-get). */
  canInstall: boolean;
  root: boolean;
  install: (pkgs: readonly string[]) => void;
}

function aptGet(pkgs: readonly string[]): void {
  console.info(`installing ${pkgs.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env });
  } catch {
    // Reported by the caller with what is still missing.
  }
}

const root = process.getuid?.() === 0;
export const APT_GET: Installer = { root, canInstall: root && onPath('apt-get'), install: aptGet };

/**
 * Null when every program is there (after installing the missing ones when `installer` may); otherwise
 * what is missing and the one command that installs it.
 */
export async function ensureSystemDeps(programs: readonly SystemProgram[] = SYSTEM_PROGRAMS, installer: Installer = APT_GET): Promise<Missing | null> {
  const missing = () => programs.filter((program) => !program.present());
  const before = missing();
  if (before.length === 0) return null;
  if (installer.canInstall) installer.install(before.map((program) => program.pkg));
  const after = missing();
  return after.length === 0 ? null : { programs: after.map((program) => program.name), command: installCommand(after.map((program) => program.pkg), installer.root) };
}
