/** Shared by the analysis browser tests: complete answers for the staging quiz, fetch and console spies. */
export { COMPLETE_ANSWERS } from '../support/answers.ts';

export interface SeenRequest {
  path: string;
  body: unknown;
}

/** What an interceptor answers for a request: a Response to fake, 'network' to fail, undefined to pass through. */
export type Interception = Response | 'network' | undefined;

export interface FetchSpy {
  requests: SeenRequest[];
  /** Requests to one backend path, e.g. '/quiz-meta'. */
  count(path: string): number;
  /** Responses the real backend gave, parsed, by path. */
  responses: Array<{ path: string; status: number; json: unknown }>;
  restore(): void;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Wraps window.fetch: records the backend's POSTs and lets `intercept` fake (or delay) some answers. */
export function spyFetch(
  apiHost: string,
  intercept: (path: string, body: unknown) => Interception | Promise<Interception> = () => undefined,
): FetchSpy {
  const original = window.fetch;
  const requests: SeenRequest[] = [];
  const responses: FetchSpy['responses'] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(apiHost) || init?.method !== 'POST') return original(input, init);
    const path = new URL(url).pathname;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    const faked = await intercept(path, body);
    if (faked === 'network') throw new TypeError('Failed to fetch');
    if (faked) return faked;
    const response = await original(input, init);
    responses.push({ path, status: response.status, json: await response.clone().json().catch(() => undefined) });
    return response;
  };
  return {
    requests,
    responses,
    count: (path) => requests.filter((request) => request.path === path).length,
    restore: () => {
      window.fetch = original;
    },
  };
}

export interface ConsoleSpy {
  messages: string[];
  restore(): void;
}

/** Records console.error calls (first argument) without printing them. */
export function spyConsoleError(): ConsoleSpy {
  const original = console.error;
  const messages: string[] = [];
  console.error = (...args: unknown[]) => {
    messages.push(String(args[0]));
  };
  return {
    messages,
    restore: () => {
      console.error = original;
    },
  };
}

export interface FakeClock {
  sleep(ms: number): Promise<void>;
  /** Moves time on by `ms`, firing due sleeps in order and letting the code they resume run. */
  tick(ms: number): Promise<void>;
  /** Sleeps not yet due. */
  pending(): number;
}

/** Lets resolved promises and the work they start run (fetches excluded: they take real time). */
async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** A manual clock for src/stores/analysis-screen.ts (`setAnalysisClock`): time moves only on `tick`. */
export function fakeClock(): FakeClock {
  let now = 0;
  const timers: Array<{ at: number; resolve: () => void }> = [];
  return {
    sleep: (ms) => new Promise<void>((resolve) => {
      timers.push({ at: now + ms, resolve });
    }),
    async tick(ms) {
      const target = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > target) break;
        timers.shift();
        now = next.at;
        next.resolve();
        await flushMicrotasks();
      }
      now = target;
      await flushMicrotasks();
    },
    pending: () => timers.length,
  };
}
