/** The built element and demo page (`dist/`), built on demand when missing. */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { TEST_AI_KEY } from './env.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const DIST = join(ROOT, 'dist');

/** Where the provider URL and key would be if the build leaked server settings (see the dist/ scan). */
export const LEAK_CHECK_ENV = { AI_API_KEY: TEST_AI_KEY, AI_BASE_URL: 'https://api.openai.com/v1' };

export function distIsBuilt(): boolean {
  return existsSync(join(DIST, 'index.html')) && existsSync(join(DIST, 'fragrance-quiz.js'));
}

/** `npm run build` with the AI settings in the environment, as on a server that has them. */
export async function buildDist(): Promise<void> {
  await promisify(execFile)('npm', ['run', 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...LEAK_CHECK_ENV },
    timeout: 600_000,
    maxBuffer: 32 * 1024 * 1024,
  });
}

export async function ensureDist(): Promise<void> {
  if (!distIsBuilt()) await buildDist();
}

export function distFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? distFiles(path) : [path];
  });
}
