/**
 * The repository is self-contained: a copy of its tracked files, alone in a temporary folder (no
 * `../shared`, no `.data`, no `dist`), starts with `server/main.ts` and serves the whole shipped
 * catalogue through `POST /fragrances`, paged as the element pages it.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { CATALOGUE_PAGE_SIZE } from '../src/core/constants.ts';
import { REPO_ROOT, startServer, stop, type ChildServer } from '../test/support/child-server.ts';

const SHIPPED_PERFUMES = 9516;
const LEFT_OUT = new Set(['node_modules', '.git', '.data', 'dist', 'test-results', 'screenshots']);

/** The files git tracks (what a clone gets); outside a git checkout, the tree without build output. */
function copyTrackedFiles(target: string): void {
  let tracked: string[];
  try {
    tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
      .split('\0').filter((file) => file !== '');
  } catch {
    cpSync(REPO_ROOT, target, { recursive: true, filter: (source) => !LEFT_OUT.has(source.slice(REPO_ROOT.length + 1).split('/')[0] ?? '') });
    return;
  }
  for (const file of tracked) {
    const source = join(REPO_ROOT, file);
    if (!existsSync(source)) continue; // deleted in the working tree, not yet committed
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(source, join(target, file));
  }
}

let parent: string;
let server: ChildServer | undefined;

before(async () => {
  parent = mkdtempSync(join(tmpdir(), 'fq-fresh-clone-'));
  const clone = join(parent, 'fragrance-quiz');
  copyTrackedFiles(clone);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
  assert.equal(existsSync(resolve(clone, '../shared')), false, 'the clone must have nothing beside it');
  server = await startServer({
    DATA_DIR: join(parent, 'data'),
    CATALOGUE_PATH: undefined,
    CONTENT_DIR: undefined,
    DATABASE_URL: '',
  }, undefined, { cwd: clone, readyWithinMs: 180_000 });
});

after(async () => {
  if (server) await stop(server);
  rmSync(parent, { recursive: true, force: true });
});

test('a fresh clone serves every shipped perfume through paged POST /fragrances', { timeout: 240_000 }, async () => {
  const { url, output } = server as ChildServer;
  const ids: string[] = [];
  let pages = 0;
  for (let start = 0; ; start += CATALOGUE_PAGE_SIZE) {
    const response = await fetch(`${url}/fragrances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ start, limit: CATALOGUE_PAGE_SIZE }),
    });
    assert.equal(response.status, 200, output());
    const page = await response.json() as Array<{ id: string; value: string; brand: string }>;
    pages += 1;
    for (const item of page) {
      assert.ok(item.value && item.brand, `perfume ${item.id} lacks a name or brand`);
      ids.push(item.id);
    }
    if (page.length < CATALOGUE_PAGE_SIZE) break;
  }
  assert.equal(ids.length, SHIPPED_PERFUMES, output());
  assert.equal(new Set(ids).size, SHIPPED_PERFUMES, 'every perfume once');
  assert.equal(pages, Math.ceil(SHIPPED_PERFUMES / CATALOGUE_PAGE_SIZE));
});
