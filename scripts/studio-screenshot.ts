/**
 * Screenshots of the built Studio editing the seed quiz, for docs/studio.md and the README. The Studio
 * needs Sanity's API, so this answers its requests with a stand-in: the signed-in user, GROQ queries and
 * documents from content/staging/data.ndjson (groq-js), images from content/staging/images/. The stand-in
 * keeps no live connection, so the Studio shows the documents read-only ("View Step").
 *
 *   npm run studio:build
 *   (cd studio && npx sanity preview dist --port 3334) &
 *   npx tsx scripts/studio-screenshot.ts [http://localhost:3334]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { chromium } from 'playwright-core';
import type { Route } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const DATASET = 'staging';
const STUDIO = process.argv[2] ?? 'http://localhost:3334';
const STEP_HEADING = 'How do you identify?';

const documents = readFileSync(join(ROOT, 'content', DATASET, 'data.ndjson'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { _id: string });
const user = { id: 'p-merchant', name: 'Store Merchant', email: 'merchant@example.com', role: 'administrator', roles: [{ name: 'administrator', title: 'Administrator' }] };
const headers = { 'access-control-allow-origin': STUDIO, 'access-control-allow-credentials': 'true' };
const json = (body: unknown) => ({ status: 200, contentType: 'application/json', headers, body: JSON.stringify(body) });

async function query(url: URL): Promise<unknown> {
  const params = Object.fromEntries([...url.searchParams].filter(([key]) => key.startsWith('$')).map(([key, value]) => [key.slice(1), JSON.parse(value)]));
  const result = await (await evaluate(parse(url.searchParams.get('query') ?? '', { params }), { dataset: documents, params })).get();
  return { ms: 1, result };
}

/** Sanity's API, as far as the Studio needs it to show documents. */
async function sanityApi(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  const path = url.pathname;
  if (url.hostname === 'cdn.sanity.io' && path.startsWith('/images/')) {
    const file = join(ROOT, 'content', DATASET, 'images', path.split('/').pop() ?? '');
    return existsSync(file) ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: readFileSync(file) }) : route.fulfill({ status: 404 });
  }
  if (!url.hostname.endsWith('.api.sanity.io')) {
    return path.endsWith('.js') || path.endsWith('.woff2') ? route.fulfill({ status: 404 }) : route.fulfill(json({}));
  }
  if (path.endsWith('/users/me')) return route.fulfill(json(user));
  if (path.includes('/data/query/')) return route.fulfill(json(await query(url)));
  if (path.includes('/data/doc/')) {
    const ids = decodeURIComponent(path.split('/').pop() ?? '').split(',');
    const found = documents.filter((document) => ids.includes(document._id));
    return route.fulfill(json({ documents: found, omitted: ids.filter((id) => !found.some((document) => document._id === id)).map((id) => ({ id, reason: 'existence' })) }));
  }
  if (path.includes('/data/listen/')) {
    return route.fulfill({ status: 200, contentType: 'text/event-stream', headers, body: 'event: welcome\ndata: {"listenerName":"stand-in"}\n\n' });
  }
  if (path.endsWith('/acl')) return route.fulfill(json([{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }]));
  if (path.endsWith('/datasets')) return route.fulfill(json([{ name: DATASET, aclMode: 'public' }]));
  if (/\/projects\/[^/]+$/.test(path)) {
    return route.fulfill(json({ id: 'your-project-id', displayName: 'Fragrance quiz', members: [{ id: user.id, role: 'administrator', isCurrentUser: true, isRobot: false }], metadata: {} }));
  }
  if (path.endsWith('/features') || path.includes('/keyvalue/')) return route.fulfill(json([]));
  if (path.includes('/schedules/')) return route.fulfill(json({ schedules: [] }));
  return route.fulfill(json({}));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/^https?:\/\/(?!localhost)/, sanityApi);
  await context.routeWebSocket(/\/socket\//, () => {});
  const page = await context.newPage();
  await page.goto(`${STUDIO}/structure/quiz`);
  await page.getByText(STEP_HEADING, { exact: true }).first().waitFor({ timeout: 120_000 });
  await page.screenshot({ path: join(ROOT, 'docs', 'studio-quiz.png') });
  await page.getByText(STEP_HEADING, { exact: true }).first().click();
  await page.getByRole('dialog').getByText('Name (in the address)').waitFor({ timeout: 60_000 });
  await page.screenshot({ path: join(ROOT, 'docs', 'studio-step.png') });
  console.info('wrote docs/studio-quiz.png and docs/studio-step.png');
} finally {
  await browser.close();
}
