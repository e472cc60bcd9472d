/** RELIABILITY.md from the full run's figures (see scripts/reliability.ts). */
import type { Figure } from './figures.ts';

export interface RunInfo {
  command: string;
  date: string;
  durationS: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    os: string;
    node: string;
    postgres: string | null;
    pglite: string;
    loadBefore: number[];
    loadAfter: number[];
  };
  build: string;
  tests: { total: number; pass: number; fail: number; skipped: number; cancelled: number };
  failures: string[];
  exitCode: number;
  elsewhere: { contentUnreachable: string[]; richTextLinks: string[] };
}

type Row = Array<string | number>;

function table(header: string[], rows: Row[]): string {
  if (rows.length === 0) return '_No figures: the suite did not run (see the test output)._\n';
  const line = (cells: Row) => `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}

const of = (figures: Figure[], section: Figure['section'], name?: string) =>
  figures.filter((figure) => figure.section === section && (name === undefined || figure.name === name));

const num = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? '–'));
const json = (value: unknown) => `\`${JSON.stringify(value)}\``;

function hostile(figures: Figure[]): string {
  const inject = of(figures, 'hostile', 'inject');
  const endpoints = [...new Set(inject.flatMap((figure) => Object.keys(figure['statuses'] as object)))];
  const statusCells = (figure: Figure, endpoint: string) => {
    const byStatus = (figure['statuses'] as Record<string, Record<string, number>>)[endpoint] ?? {};
    return Object.entries(byStatus).map(([status, n]) => `${status}×${n}`).join(' ');
  };
  const utf8 = of(figures, 'hostile', 'invalid-utf8');
  const oversized = of(figures, 'hostile', 'oversized');
  return [
    '## Hostile input',
    '',
    'fast-check generates, for every endpoint that takes input, mutations of a valid request: one value replaced',
    'by a hostile fragment (wrong type, huge string or array, nesting up to 30,000 deep, NUL and lone surrogates,',
    'numbers like `1e999`, `__proto__` / `constructor.prototype` objects, markup and injection strings), keys',
    'removed, unknown or duplicated, truncated or non-JSON text, wrong or missing content types; GROQ injection and',
    '`$param` abuse for the content API; wrong methods. Each answer must be a 2xx (the mutation was valid) or a',
    '400/404/413/414/415 JSON error that says what was wrong (`{error, details}`; the content API `{error:{description}}`),',
    'within 5 s; the row counts of `quiz_meta`, `gpt_content` and `quiz_events` must not change on a rejection.',
    '',
    table(['database', 'requests (inject)', '5xx', 'slowest answer', 'seed'], inject.map((figure) =>
      [figure['database'] as string, num(figure['total']), num(figure['fiveHundreds']), `${num(figure['slowestMs'])} ms`, String(figure['seed'])])),
    'Answers by endpoint (first database):',
    '',
    table(['endpoint', 'statuses'], inject[0] ? endpoints.map((endpoint) => [endpoint, statusCells(inject[0] as Figure, endpoint)]) : []),
    'Over a real socket:',
    '',
    table(['check', 'database', 'requests', 'result'], [
      ...utf8.map((figure): Row => ['invalid UTF-8 in every JSON body (and /events as text/plain)', figure['database'] as string, num(figure['total']),
        `400 "Request body is not valid UTF-8", nothing stored; cases: ${(figure['cases'] as string[]).join(', ')}`]),
      ...oversized.map((figure): Row => ['bodies over the limit: declared, chunked, lying content-length; 20 kB URL', figure['database'] as string, num(figure['total']),
        `413 JSON for every body over ${num(figure['bodyLimit'])} bytes, 431 for the URL, server still healthy`]),
    ]),
    'Over-budget GROQ queries: see "GROQ time budget" below.',
    '',
  ].join('\n');
}

function load(figures: Figure[]): string {
  const loadFigures = of(figures, 'load');
  const rows = loadFigures.map((figure): Row => [
    figure['database'] as string, figure.name, num(figure['connections']), `${num(figure['durationS'])} s`, num(figure['requests']),
    num(figure['reqPerSec']), `${num(figure['p50Ms'])} ms`, `${num(figure['p99Ms'])} ms`, `${num(figure['maxMs'])} ms`,
    num(figure['errors']), num(figure['timeouts']), num(figure['non2xx']),
    figure['storedRows'] === undefined ? '–' : `${num(figure['storedRows'])} / ${num(figure['ok'])}`,
  ]);
  const shortfalls = loadFigures
    .filter((figure) => Number(figure['errors']) + Number(figure['timeouts']) + Number(figure['non2xx']) > 0)
    .map((figure) => {
      const perSecond = Number(figure['reqPerSec']);
      const queueS = perSecond > 0 ? Math.round((Number(figure['connections']) / perSecond) * 10) / 10 : Infinity;
      const others = Number(figure['errors']) - Number(figure['timeouts']);
      return `- **${figure.name} on ${figure['database'] as string}**: ${num(figure['timeouts'])} timeouts` +
        `${others > 0 ? `, ${num(others)} other errors` : ' (no other error)'}${Number(figure['non2xx']) > 0 ? `, ${num(figure['non2xx'])} non-2xx` : ''}. ` +
        `The server completes about ${num(perSecond)} of these a second, so ${num(figure['connections'])} connections waiting in turn wait about ` +
        `${queueS} s each; the slowest pass the ${num(figure['timeoutS'])} s client timeout.`;
    });
  return [
    '## Load',
    '',
    'autocannon in its own process against the server on 127.0.0.1 (PGlite on disk, or PostgreSQL), the AI rate limit',
    'raised for the run. A 3 s warm-up calibrates the rate (its best second), then a fixed number of requests (about',
    '30 s worth) is sent and every answer awaited, so the 2xx count is exact; client timeout 10 s. `POST /fragrances`',
    'asks for the element\'s page size (4,000 perfumes, about 600 kB; no Accept-Encoding unless the row says gzip); the',
    'content queries are the element\'s own (contract/content-queries.ts) as @sanity/client sends them. The burst row goes',
    'through HAProxy to 2 replicas on PostgreSQL (test/reliability/replicas.test.ts). "rows stored / 2xx" counts the',
    'table rows the writes added.',
    '',
    'Rows marked [wrk]: the same catalogue requests for 30 s from wrk (C, one thread). autocannon parses every answer in',
    'JavaScript, and on these 600 kB pages that parsing fills a CPU while the server process uses a few per cent of one:',
    'its catalogue rows measure autocannon. The catalogue goal is judged on the wrk rows when they are present.',
    '',
    targets(loadFigures),
    table(['database', 'endpoint', 'connections', 'duration', 'requests', 'req/s', 'p50', 'p99', 'max', 'errors', 'timeouts', 'non-2xx', 'rows stored / 2xx'], rows),
    ...(shortfalls.length ? ['Fell short:', '', ...shortfalls, ''] : []),
  ].join('\n');
}

/** The catalogue rows the goal is judged on: wrk's when the run has them (see the Load section). */
function catalogueRows(loadFigures: Figure[]): (figure: Figure) => boolean {
  const byWrk = loadFigures.some((figure) => figure['client'] === 'wrk');
  return (figure) => figure.name.startsWith('POST /fragrances') && (figure['client'] === 'wrk') === byWrk;
}

/** The issue's goals at 100 connections, checked against this run's figures. */
function targets(loadFigures: Figure[]): string {
  const goals: Array<{ label: string; match: (figure: Figure) => boolean; minPerSecond: number }> = [
    { label: 'catalogue pages ≥ 500 req/s', match: catalogueRows(loadFigures), minPerSecond: 500 },
    { label: "the element's content queries ≥ 1,000 req/s", match: (figure) => figure.name.startsWith('GET quiz-'), minPerSecond: 1000 },
    { label: 'quiz-meta on PostgreSQL ≥ 1,500 req/s', match: (figure) => figure.name === 'POST /quiz-meta' && figure['database'] === 'postgres', minPerSecond: 1500 },
  ];
  const at100 = loadFigures.filter((figure) => figure['connections'] === 100);
  if (at100.length === 0) return '';
  const clean = at100.filter((figure) => Number(figure['errors']) + Number(figure['timeouts']) + Number(figure['non2xx']) === 0).length;
  const lines = [
    `Goals at 100 connections (figures are lower bounds: other work shared the 2 CPUs during the run):`,
    '',
    `- 0 errors and 0 timeouts on every endpoint: ${clean} of ${at100.length} runs clean.`,
    ...goals.map((goal) => {
      const matching = at100.filter(goal.match);
      const cells = matching.map((figure) => `${figure.name} on ${figure['database'] as string} ${num(figure['reqPerSec'])}`);
      const met = matching.length > 0 && matching.every((figure) => Number(figure['reqPerSec']) >= goal.minPerSecond);
      return `- ${goal.label}: ${met ? 'met' : 'NOT met'} (${cells.join('; ') || 'not measured'}).`;
    }),
    '',
  ];
  return lines.join('\n');
}

function budget(figures: Figure[]): string {
  const run = of(figures, 'budget')[0];
  if (!run) return '## GROQ time budget\n\n_Not run._\n';
  const answers = run['answers'] as Array<{ shape: string; status: number; type: string; ms: number }>;
  const steady = run['steady'] as Record<string, number>;
  return [
    '## GROQ time budget',
    '',
    `Every content query is evaluated in a worker thread with a ${num(run['budgetMs'])} ms budget (the element's own queries 5 s);`,
    'past it the worker is terminated and the client gets 400 `queryTimeoutError`; a query whose estimated cost',
    '(documents ^ nesting) passes 10⁶ is refused by the worker before evaluation with 400 `queryTooExpensive` (docs/scaling.md). Nested',
    'shapes that held one CPU for seconds without a budget, each sent with a fresh `$n` so that it is evaluated, while autocannon',
    `keeps asking the quiz-steps query with ${num(steady['connections'])} connections:`,
    '',
    table(['shape', 'answers', 'slowest answer'], [...new Set(answers.map((answer) => answer.shape))].map((shape) => {
      const mine = answers.filter((answer) => answer.shape === shape);
      return [shape, mine.map((answer) => `${answer.status} ${answer.type}`).join(', '), `${num(Math.max(...mine.map((answer) => answer.ms)))} ms`];
    })),
    `Steady load meanwhile: ${num(steady['requests'])} requests, ${num(steady['reqPerSec'])} req/s, p50 ${num(steady['p50Ms'])} ms, ` +
      `**p99 ${num(steady['p99Ms'])} ms** (goal < 200 ms), max ${num(steady['maxMs'])} ms; errors ${num(steady['errors'])}, timeouts ${num(steady['timeouts'])}, non-2xx ${num(steady['non2xx'])}.`,
    '',
  ].join('\n');
}

const ms = (value: unknown) => (typeof value === 'number' ? `${Math.round(value).toLocaleString('en-US')} ms` : '–');
const pct = (value: unknown) => (typeof value === 'number' ? `${Math.round(value * 100)} %` : '–');
const tally = (value: unknown) => Object.entries((value ?? {}) as Record<string, number>).map(([status, n]) => `${status}×${num(n)}`).join(' ');

/** The abuse suite (test/reliability/abuse.test.ts), exported so a single suite's run can be rendered. */
export function abuse(figures: Figure[]): string {
  const flood = of(figures, 'abuse', 'heavy query flood')[0];
  const heavy = of(figures, 'abuse', 'concurrent heavy queries')[0];
  const events = of(figures, 'abuse', 'events flood')[0];
  const sessions = of(figures, 'abuse', 'sessions')[0];
  const forwarded = of(figures, 'abuse', 'forwarded for')[0];
  if (!flood && !heavy && !events) return '## Abuse\n\n_Not run._\n';
  const rows: Row[] = [];
  if (flood) {
    rows.push([`two clients loop the 16 kB \`*{...}{...}…\` chain and an over-budget query for ${num(flood['seconds'])} s`,
      `${num(flood['attackRequests'])} attack requests (${tally(flood['attackStatuses'])}); /health p50 ${ms(flood['healthP50Ms'])}, **p99 ${ms(flood['healthP99Ms'])}**; cached quiz query p50 ${ms(flood['cachedP50Ms'])}, **p99 ${ms(flood['cachedP99Ms'])}** (goal < 100 ms); ${num(flood['probe5xx'])} 5xx in ${num(flood['probes'])} probes; event loop delay p99 ${ms(flood['loopP99Ms'])}, max ${ms(flood['loopMaxMs'])} (goal < 50 ms); event loop busy ${pct(flood['utilization'])} of the time`]);
    const quiet = flood['baseline'] as Record<string, number> | undefined;
    if (quiet) {
      rows.push([`the same probes for ${num(quiet['seconds'])} s before, without the attack (what the machine itself costs)`,
        `/health p99 ${ms(quiet['healthP99Ms'])}; cached quiz query p99 ${ms(quiet['cachedP99Ms'])}; event loop delay p99 ${ms(quiet['loopP99Ms'])}, max ${ms(quiet['loopMaxMs'])}; event loop busy ${pct(quiet['utilization'])} of the time`]);
    }
  }
  if (heavy) rows.push(['70 concurrent over-budget queries from one client', `theirs: ${tally(heavy['floodStatuses'])}; another client's uncached first query: ${num(heavy['firstStatus'])} in **${ms(heavy['firstMs'])}** (goal < 1 s; the same kind of query without the flood: ${ms(heavy['quietMs'])})`]);
  if (events) rows.push([`${num(events['sent'])} events from one address (batches of 50)`, `${num(events['stored'])} stored (share ${num(events['limit'])} a minute), ${num(events['accepted'])} batches 202, ${num(events['refused'])} 429; an event naming a step the quiz lacks: ${num(events['fakeStepStatus'])}`]);
  if (sessions) rows.push(['insights', `\`?to=9999-12-31\`: ${num(sessions['farDateStatus'])}; the cookie reused after logout: ${num(sessions['reusedCookieStatus'])}`]);
  if (forwarded) rows.push(['rotating X-Forwarded-For from loopback, TRUST_PROXY unset, AI limit 3', (forwarded['statuses'] as number[]).join(' ')]);
  return [
    '## Abuse',
    '',
    'test/reliability/abuse.test.ts, over a real socket with the shipped per-client shares (docs/scaling.md "Fair shares");',
    'clients are told apart by X-Forwarded-For with TRUST_PROXY naming loopback, as behind HAProxy. The two flooding clients',
    'run in processes of their own (two request loops each); the probes share the server\'s process.',
    '',
    table(['check', 'result'], rows),
  ].join('\n');
}

function shutdown(figures: Figure[]): string {
  return [
    '## Graceful shutdown',
    '',
    'The real server under quiz-meta writers, with slow AI-description requests in flight, gets SIGTERM',
    '(test/reliability/shutdown.test.ts). In-flight requests must finish with 200, later ones get 503 or no connection,',
    'every acknowledged write must be stored, and the process must exit with status 0.',
    '',
    table(['database', 'writers', 'in-flight slow requests', 'acknowledged', 'missing', 'writer answers', 'exit status', 'SIGTERM to exit'], of(figures, 'shutdown').map((figure) => [
      figure['database'] as string, num(figure['writers']), `${num(figure['slowRequests'])} × 200`, num(figure['acknowledged']), num(figure['missing']),
      Object.entries(figure['statuses'] as Record<string, number>).map(([status, n]) => `${status}×${num(n)}`).join(' '),
      String(figure['exit']), `${num(figure['exitMs'])} ms`,
    ])),
  ].join('\n');
}

function replicas(figures: Figure[]): string {
  const rate = of(figures, 'replicas', 'rate limit')[0];
  const failover = of(figures, 'replicas', 'failover')[0];
  const rateAnswers = (rate?.['answers'] ?? []) as Array<{ status: number; replica: string }>;
  return [
    '## Replicas behind HAProxy',
    '',
    'Two replicas of `server/main.ts` on one PostgreSQL behind HAProxy (scripts/scale-out-cluster.ts, the recipe of',
    'docs/scaling.md), test/reliability/replicas.test.ts.',
    '',
    table(['check', 'result'], [
      ...(rate ? [['AI rate limit shared through the database', `limit ${num(rate['limitPerMinute'])}/min; one client's answers (status@replica): ${rateAnswers.map((answer) => `${answer.status}@${answer.replica}`).join(' ')}`] as Row] : []),
      ...(failover ? [['failover: one replica SIGKILLed mid-run, then restarted', `${num(failover['writers'])} writers; acknowledged ${num(failover['acknowledged'])}, missing ${num(failover['missing'])}; ` +
        `answers ${Object.entries(failover['statuses'] as Record<string, number>).map(([status, n]) => `${status}×${num(n)}`).join(' ')}, no HTTP answer ${num(failover['networkErrors'])}; ` +
        `writes acknowledged while one replica was down: ${num(failover['whileDown'])}; 200s by replica over the run ${json(failover['servedBy'])}`] as Row] : []),
    ]),
  ].join('\n');
}

function crash(figures: Figure[]): string {
  return [
    '## Crashes',
    '',
    'The real server (`node --import tsx server/main.ts`) in a child process takes `POST /quiz-meta` from concurrent',
    'writers; it is SIGKILLed at a random moment mid-load and restarted on the same data, several times. Every id it',
    'acknowledged (HTTP 200) must then be served by the restarted server (`GET /quiz-meta/:id/kit` reads the row).',
    '',
    table(['database', 'cycles', 'writers', 'acknowledged writes', 'missing after restart', 'restart to healthy'], of(figures, 'crash').map((figure) => [
      figure['database'] as string, num(figure['cycles']), num(figure['writers']), num(figure['acknowledged']), num(figure['missing']),
      (figure['restartMs'] as number[]).map((ms) => `${num(ms)} ms`).join(', '),
    ])),
  ].join('\n');
}

function faults(figures: Figure[], info: RunInfo): string {
  const ai = of(figures, 'faults').filter((figure) => figure.name.startsWith('ai: '));
  const pg = of(figures, 'faults', 'postgres stopped')[0];
  const elsewhere = info.elsewhere.contentUnreachable;
  return [
    '## Faults',
    '',
    'AI provider: a local chat-completions server misbehaving; each row sends its requests concurrently. The shopper must',
    'get a text that passes every rule (the model\'s in the control row, else the composer\'s) within the provider timeout',
    '(1 s; 5 s for the control, so that a busy machine cannot turn it into a timeout) plus 1.5 s.',
    '',
    table(['provider behaviour', 'requests', 'provider timeout', 'text from', 'provider calls', 'slowest answer'], ai.map((figure) => [
      figure.name.slice(4), num(figure['requests']), `${num(figure['timeoutMs'])} ms`, figure['source'] as string, num(figure['providerCalls']), `${num(figure['slowestMs'])} ms`,
    ])),
    pg
      ? [
          'PostgreSQL stopped mid-run: a cluster of its own under writers, `pg_ctl stop -m fast`, then `pg_ctl start`.',
          '',
          table(['down for', 'answers', 'no HTTP answer', 'slowest answer', '/health down → up', 'writes OK again after restart', 'acknowledged', 'missing'], [[
            `${num(pg['downMs'])} ms`, Object.entries(pg['statuses'] as Record<string, number>).map(([status, n]) => `${status}×${num(n)}`).join(' '),
            num(pg['networkErrors']), `${num(pg['slowestMs'])} ms`, `${num(pg['healthDown'])} → ${num(pg['healthUp'])}`, `${num(pg['recoveryMs'])} ms`,
            num(pg['acknowledged']), num(pg['missing']),
          ]]),
          'Every 503 is JSON `{error, details}` with `retry-after: 2`; the pool reconnects by itself.',
          '',
        ].join('\n')
      : 'PostgreSQL stop/start: not run (no PostgreSQL binaries).\n',
    `Content API unreachable from the element: covered by ${elsewhere.length ? elsewhere.map((file) => `\`${file}\``).join(', ') : 'no browser test found'}`,
    '("shows a friendly message with a working retry when the content API is unreachable").',
    '',
  ].join('\n');
}

function security(figures: Figure[], info: RunInfo): string {
  const cors = of(figures, 'security', 'cors')[0];
  const rate = of(figures, 'security', 'rate limit')[0];
  const headers = of(figures, 'security', 'headers')[0];
  const aiHtml = of(figures, 'security', 'ai html')[0];
  const sinks = of(figures, 'security', 'html sinks')[0];
  const scan = of(figures, 'security', 'dist scan')[0];
  const csp = of(figures, 'security', 'csp browser')[0];
  const rows: Row[] = [];
  if (cors) rows.push(['CORS', `${num(cors['requests'])} requests (simple and preflight) from ${json(cors['refusedOrigins'])}: no \`access-control-allow-origin\`; the allowlisted origin gets it`]);
  if (rate) rows.push(['rate limit', `\`/ai/description\` beyond ${num(rate['limitPerMinute'])}/min → ${num(rate['limitedStatus'])} JSON with retry-after; forged X-Forwarded-For → ${json(rate['forgedForwardedFor'])}`]);
  if (headers) rows.push(['security headers', `CSP (no unsafe-eval, no inline script, object-src 'none', frame-ancestors), nosniff, referrer-policy, x-frame-options on: ${Object.entries(headers['responses'] as Record<string, number>).map(([name, status]) => `${name} (${status})`).join(', ')}`]);
  if (aiHtml) rows.push(['AI text with HTML', `${num(aiHtml['htmlTexts'])} model answers with \`<script>\`, \`<a href="javascript:…">\`, \`onerror\`… → validator refuses, retry, composer text; plain-text \`javascript:\` / entities (${(aiHtml['plainTexts'] as string[]).length}) reach the page as text only, refused: ${json(aiHtml['refusedPlain'])}`]);
  if (sinks) rows.push(['HTML sinks', `${num(sinks['files'])} source files of the element and demo: ${(sinks['found'] as string[]).length ? json(sinks['found']) : 'no innerHTML, dangerouslySetInnerHTML, unsafeHTML, document.write or eval'}`]);
  if (scan) rows.push(['dist/ secrets', `${num(scan['files'])} files (${info.build}): ${(scan['found'] as string[]).length ? json(scan['found']) : 'no test key, sk- key, literal bearer token, api.openai.com, /chat/completions or AI_* name'}; \`Bearer \${…}\` templates of @sanity/client (caller-supplied token, the element passes none): ${num(scan['bearerTemplates'])}`]);
  if (csp) rows.push(['demo page under CSP', `Chromium, built dist/: steps ${json(csp['headings'])}; violations ${json(csp['violations'])}, console reports ${json(csp['consoleReports'])}, page errors ${json(csp['pageErrors'])}; control inline script blocked and reported: ${json(csp['control'])}`]);
  const richText = info.elsewhere.richTextLinks;
  return [
    '## Security',
    '',
    table(['check', 'result'], rows),
    `CMS rich text with \`javascript:\` links renders as plain text (src/recommendation/RichText.tsx): ${richText.length ? `covered by ${richText.map((file) => `\`${file}\``).join(', ')}` : 'no browser test mentioning `javascript:` was found at the time of this run'}.`,
    '',
  ].join('\n');
}

export function renderReport(info: RunInfo, figures: Figure[]): string {
  const { machine, tests } = info;
  return [
    '# Reliability and security',
    '',
    `Generated by \`${info.command}\` (\`tsx scripts/reliability.ts\`) on ${info.date.slice(0, 10)} (${info.date}), in ${num(info.durationS)} s.`,
    'The short version of the same suites runs in `npm test` (`RELIABILITY_SHORT=1`, small counts).',
    '',
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.os}; Node ${machine.node}, PGlite ${machine.pglite}, ` +
      `PostgreSQL ${machine.postgres ?? 'not run'}. Load average (1, 5, 15 min) before: ${machine.loadBefore.join(', ')}; after: ${machine.loadAfter.join(', ')} ` +
      '(the machine was shared: other sessions were building and testing on the same 2 CPUs during the run, so every figure is a lower bound).',
    '',
    `Result: ${tests.pass} of ${tests.total} tests passed, ${tests.fail} failed, ${tests.skipped} skipped${tests.cancelled ? `, ${tests.cancelled} cancelled` : ''} (exit code ${info.exitCode}).`,
    ...(info.failures.length ? ['', 'Failed:', ...info.failures.map((name) => `- ${name}`)] : []),
    '',
    hostile(figures),
    load(figures),
    budget(figures),
    abuse(figures),
    shutdown(figures),
    replicas(figures),
    crash(figures),
    faults(figures, info),
    security(figures, info),
  ].join('\n');
}
