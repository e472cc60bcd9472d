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
    'fast-check mutations of a valid request to every endpoint (hostile values, bad keys, bad JSON or content type, GROQ',
    'injection, wrong methods): each answer a 2xx or a 4xx JSON error within 5 s; a rejection stores nothing.',
    '',
    table(['database', 'requests', '5xx', 'slowest ms', 'seed'], inject.map((figure) =>
      [figure['database'] as string, num(figure['total']), num(figure['fiveHundreds']), num(figure['slowestMs']), String(figure['seed'])])),
    `Statuses (${inject[0]?.['database'] as string | undefined ?? 'first database'}): ${inject[0] ? endpoints.map((endpoint) => `${endpoint} ${statusCells(inject[0] as Figure, endpoint)}`).join('; ') : 'not run'}.`,
    '',
    'Over a real socket:',
    ...(utf8.length ? [`- invalid UTF-8 bodies (${utf8.map((figure) => `${figure['database'] as string} ${num(figure['total'])}`).join(', ')}): 400, nothing stored.`] : []),
    ...(oversized.length ? [`- oversized bodies (${oversized.map((figure) => `${figure['database'] as string} ${num(figure['total'])}`).join(', ')}): 413 over ${num(oversized[0]?.['bodyLimit'])} bytes, 431 for a 20 kB URL.`] : []),
    '',
  ].join('\n');
}

function load(figures: Figure[]): string {
  const loadFigures = of(figures, 'load');
  // One row per endpoint, one pair of columns per database.
  const databases = [...new Set(loadFigures.map((figure) => figure['database'] as string))];
  const rows = [...new Set(loadFigures.map((figure) => figure.name))].map((name): Row => {
    const mine = loadFigures.filter((figure) => figure.name === name);
    const connections = mine[0]?.['connections'];
    return [connections === 100 ? name : `${name}, ${num(connections)} connections`, ...databases.flatMap((database) => {
      const figure = mine.find((candidate) => candidate['database'] === database);
      return figure ? [num(figure['reqPerSec']), `${num(figure['p50Ms'])}/${num(figure['p99Ms'])}/${num(figure['maxMs'])}`] : ['–', '–'];
    })];
  });
  const writes = loadFigures.filter((figure) => figure['storedRows'] !== undefined);
  const stored = writes.filter((figure) => figure['storedRows'] === figure['ok']).length;
  const shortfalls = loadFigures
    .filter((figure) => Number(figure['errors']) + Number(figure['timeouts']) + Number(figure['non2xx']) > 0)
    .map((figure) => {
      const perSecond = Number(figure['reqPerSec']);
      const queueS = perSecond > 0 ? Math.round((Number(figure['connections']) / perSecond) * 10) / 10 : Infinity;
      const others = Number(figure['errors']) - Number(figure['timeouts']);
      return `- **${figure.name} on ${figure['database'] as string}**: ${num(figure['timeouts'])} timeouts` +
        `${others > 0 ? `, ${num(others)} other errors` : ' (no other error)'}${Number(figure['non2xx']) > 0 ? `, ${num(figure['non2xx'])} non-2xx` : ''}. ` +
        `About ${num(perSecond)}/s for ${num(figure['connections'])} connections: ≈ ${queueS} s each, past the ${num(figure['timeoutS'])} s client timeout.`;
    });
  return [
    '## Load',
    '',
    'autocannon for about 30 s on 127.0.0.1; [wrk] rows (wrk, 30 s) judge the catalogue goal; the burst goes through HAProxy.',
    '',
    targets(loadFigures).trimEnd(),
    ...(writes.length ? [`- rows stored = 2xx answers: ${stored} of ${writes.length} write runs.`] : []),
    '',
    table(['endpoint', ...databases.flatMap((database) => [`${database} req/s`, `${database} p50/p99/max ms`])], rows),
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
    'Goals at 100 connections:',
    '',
    `- 0 errors and 0 timeouts on every endpoint: ${clean} of ${at100.length} runs clean.`,
    ...goals.map((goal) => {
      const matching = at100.filter(goal.match);
      const lowest = Math.min(...matching.map((figure) => Number(figure['reqPerSec'])));
      const met = matching.length > 0 && lowest >= goal.minPerSecond;
      return `- ${goal.label}: ${met ? 'met' : 'NOT met'} (${matching.length ? `lowest ${num(lowest)}` : 'not measured'}).`;
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
    `Heavy nested queries (budget ${num(run['budgetMs'])} ms, docs/scaling.md) while ${num(steady['connections'])} connections ask the quiz-steps query:`,
    '',
    table(['shape', 'answers', 'slowest ms'], [...new Set(answers.map((answer) => answer.shape))].map((shape) => {
      const mine = answers.filter((answer) => answer.shape === shape);
      const counts = new Map<string, number>();
      for (const answer of mine) counts.set(`${answer.status} ${answer.type}`, (counts.get(`${answer.status} ${answer.type}`) ?? 0) + 1);
      return [shape, [...counts].map(([answer, n]) => `${answer} ×${n}`).join(', '), num(Math.max(...mine.map((answer) => answer.ms)))];
    })),
    `Steady load: ${num(steady['requests'])} requests, ${num(steady['reqPerSec'])} req/s, p50 ${num(steady['p50Ms'])} ms, ` +
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
    rows.push([`two clients flood 16 kB and over-budget queries, ${num(flood['seconds'])} s`,
      `${num(flood['attackRequests'])} attacks (${tally(flood['attackStatuses'])}); /health p50/p99 ${ms(flood['healthP50Ms'])}/**${ms(flood['healthP99Ms'])}**; cached query p50/p99 ${ms(flood['cachedP50Ms'])}/**${ms(flood['cachedP99Ms'])}** (goal < 100 ms); ${num(flood['probe5xx'])} 5xx in ${num(flood['probes'])} probes; loop delay p99/max ${ms(flood['loopP99Ms'])}/${ms(flood['loopMaxMs'])} (goal < 50 ms); loop busy ${pct(flood['utilization'])}`]);
    const quiet = flood['baseline'] as Record<string, number> | undefined;
    if (quiet) {
      rows.push([`the same probes for ${num(quiet['seconds'])} s before, no attack`,
        `/health p99 ${ms(quiet['healthP99Ms'])}; cached query p99 ${ms(quiet['cachedP99Ms'])}; loop delay p99/max ${ms(quiet['loopP99Ms'])}/${ms(quiet['loopMaxMs'])}; loop busy ${pct(quiet['utilization'])}`]);
    }
  }
  if (heavy) rows.push(['70 concurrent over-budget queries from one client', `theirs ${tally(heavy['floodStatuses'])}; another client's first query ${num(heavy['firstStatus'])} in **${ms(heavy['firstMs'])}** (goal < 1 s; unflooded ${ms(heavy['quietMs'])})`]);
  if (events) rows.push([`${num(events['sent'])} events from one address (batches of 50)`, `${num(events['stored'])} stored (share ${num(events['limit'])}/min), ${num(events['accepted'])} batches 202, ${num(events['refused'])} 429; unknown step ${num(events['fakeStepStatus'])}`]);
  if (sessions) rows.push(['insights', `\`?to=9999-12-31\` ${num(sessions['farDateStatus'])}; cookie after logout ${num(sessions['reusedCookieStatus'])}`]);
  if (forwarded) rows.push(['rotating X-Forwarded-For, TRUST_PROXY unset, AI limit 3', (forwarded['statuses'] as number[]).join(' ')]);
  return [
    '## Abuse',
    '',
    'test/reliability/abuse.test.ts: the shipped fair shares (docs/scaling.md), clients told apart by X-Forwarded-For.',
    '',
    table(['check', 'result'], rows),
  ].join('\n');
}

function shutdown(figures: Figure[]): string {
  return [
    '## Graceful shutdown',
    '',
    'SIGTERM under writers and slow requests: in-flight requests finish, no acknowledged write lost, exit 0.',
    '',
    table(['database', 'writers', 'in-flight', 'acknowledged', 'missing', 'writer answers', 'exit', 'SIGTERM to exit ms'], of(figures, 'shutdown').map((figure) => [
      figure['database'] as string, num(figure['writers']), `${num(figure['slowRequests'])} × 200`, num(figure['acknowledged']), num(figure['missing']),
      Object.entries(figure['statuses'] as Record<string, number>).map(([status, n]) => `${status}×${num(n)}`).join(' '),
      String(figure['exit']), num(figure['exitMs']),
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
    'Two replicas on one PostgreSQL behind HAProxy (test/reliability/replicas.test.ts).',
    '',
    table(['check', 'result'], [
      ...(rate ? [['AI rate limit shared through the database', `limit ${num(rate['limitPerMinute'])}/min: ${rateAnswers.map((answer) => `${answer.status}@${answer.replica}`).join(' ')}`] as Row] : []),
      ...(failover ? [['failover: one replica SIGKILLed, restarted', `${num(failover['writers'])} writers; acknowledged ${num(failover['acknowledged'])}, missing ${num(failover['missing'])}; ` +
        `answers ${Object.entries(failover['statuses'] as Record<string, number>).map(([status, n]) => `${status}×${num(n)}`).join(' ')}, no HTTP answer ${num(failover['networkErrors'])}; ` +
        `acknowledged while one was down ${num(failover['whileDown'])}; 200s by replica ${json(failover['servedBy'])}`] as Row] : []),
    ]),
  ].join('\n');
}

function crash(figures: Figure[]): string {
  return [
    '## Crashes',
    '',
    'The server SIGKILLed mid-load under `POST /quiz-meta` writers and restarted: every acknowledged id must be served.',
    '',
    table(['database', 'cycles', 'writers', 'acknowledged', 'missing', 'restart to healthy ms'], of(figures, 'crash').map((figure) => [
      figure['database'] as string, num(figure['cycles']), num(figure['writers']), num(figure['acknowledged']), num(figure['missing']),
      (figure['restartMs'] as number[]).map((ms) => num(ms)).join(', '),
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
    'A misbehaving AI provider: a valid text within the provider timeout plus 1.5 s.',
    '',
    table(['provider', 'requests/calls', 'timeout ms', 'text from', 'slowest ms'], ai.map((figure) => [
      figure.name.slice(4), `${num(figure['requests'])}/${num(figure['providerCalls'])}`, num(figure['timeoutMs']), figure['source'] as string, num(figure['slowestMs']),
    ])),
    pg
      ? [
          'PostgreSQL stopped (`pg_ctl stop -m fast`) and started under writers:',
          '',
          table(['down ms', 'answers', 'no answer', 'slowest ms', '/health', 'recovery ms', 'acknowledged', 'missing'], [[
            num(pg['downMs']), Object.entries(pg['statuses'] as Record<string, number>).map(([status, n]) => `${status}×${num(n)}`).join(' '),
            num(pg['networkErrors']), num(pg['slowestMs']), `${num(pg['healthDown'])}→${num(pg['healthUp'])}`, num(pg['recoveryMs']),
            num(pg['acknowledged']), num(pg['missing']),
          ]]),
          'Every 503 is JSON with `retry-after: 2`.',
          '',
        ].join('\n')
      : 'PostgreSQL stop/start: not run (no PostgreSQL binaries).\n',
    `Content API unreachable: ${elsewhere.length ? elsewhere.map((file) => `\`${file}\``).join(', ') : 'no browser test found'}.`,
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
  if (cors) rows.push(['CORS', `${num(cors['requests'])} requests from ${(cors['refusedOrigins'] as string[]).length} foreign origins: no \`access-control-allow-origin\``]);
  if (rate) rows.push(['rate limit', `\`/ai/description\` beyond ${num(rate['limitPerMinute'])}/min → ${num(rate['limitedStatus'])}; forged X-Forwarded-For → ${json(rate['forgedForwardedFor'])}`]);
  if (headers) rows.push(['security headers', `CSP, nosniff, referrer-policy, x-frame-options on ${Object.keys(headers['responses'] as Record<string, number>).length} kinds of response (statuses ${[...new Set(Object.values(headers['responses'] as Record<string, number>))].sort().join(', ')})`]);
  if (aiHtml) rows.push(['AI text with HTML', `${num(aiHtml['htmlTexts'])} model answers with markup → refused, composer text; plain-text look-alikes (${(aiHtml['plainTexts'] as string[]).length}) shown as text, refused: ${json(aiHtml['refusedPlain'])}`]);
  if (sinks) rows.push(['HTML sinks', `${num(sinks['files'])} source files of the element and demo: ${(sinks['found'] as string[]).length ? json(sinks['found']) : 'none (innerHTML, dangerouslySetInnerHTML, document.write, eval…)'}`]);
  if (scan) rows.push(['dist/ secrets', `${num(scan['files'])} files (${info.build}): ${(scan['found'] as string[]).length ? json(scan['found']) : 'no key, token, provider URL or AI_* name'}; @sanity/client \`Bearer \${…}\` templates: ${num(scan['bearerTemplates'])}`]);
  if (csp) rows.push(['demo page under CSP', `${(csp['headings'] as string[]).length} steps in Chromium; violations ${json(csp['violations'])}, console reports ${json(csp['consoleReports'])}, page errors ${json(csp['pageErrors'])}; control inline script ${json(csp['control'])}`]);
  const richText = info.elsewhere.richTextLinks;
  return [
    '## Security',
    '',
    table(['check', 'result'], rows),
    `CMS rich text \`javascript:\` links render as text: ${richText.length ? richText.map((file) => `\`${file}\``).join(', ') : 'no browser test found'}.`,
    '',
  ].join('\n');
}

export function renderReport(info: RunInfo, figures: Figure[]): string {
  const { machine, tests } = info;
  return [
    '# Reliability and security',
    '',
    `Command: \`${info.command}\` (short form in \`npm test\`) · ${info.date}, ${num(info.durationS)} s.`,
    '',
    `Setup: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, PGlite ${machine.pglite}, ` +
      `PostgreSQL ${machine.postgres ?? 'not run'}; load ${machine.loadBefore.join(', ')} → ${machine.loadAfter.join(', ')} (shared machine: figures are lower bounds).`,
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
