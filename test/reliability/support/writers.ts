/** Concurrent shoppers finishing the quiz: POST /quiz-meta in a loop, keeping every acknowledged id. */
import { quizMetaBody } from './bodies.ts';

export interface WriteLoad {
  acknowledged: string[];
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** 200 answers by the replica that sent them (the balancer's `x-replica` header), when there is one. */
  servedBy: Record<string, number>;
  /** Requests with no HTTP answer (refused, cut, or no answer within 10 s). */
  networkErrors: number;
  /** One non-200 answer per status, for its body and headers. */
  samples: Record<string, { body: string; headers: Record<string, string> }>;
  slowestMs: number;
  /** Stops the writers and resolves when every loop has ended. */
  stop(): Promise<void>;
}

export function startWriters(url: string, concurrency: number): WriteLoad {
  const body = JSON.stringify(quizMetaBody());
  const load: WriteLoad = { acknowledged: [], statuses: {}, servedBy: {}, networkErrors: 0, samples: {}, slowestMs: 0, stop: async () => {} };
  let running = true;
  const loop = async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/quiz-meta`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        load.slowestMs = Math.max(load.slowestMs, performance.now() - started);
        load.statuses[response.status] = (load.statuses[response.status] ?? 0) + 1;
        if (response.status === 200) {
          load.acknowledged.push((JSON.parse(text) as { id: string }).id);
          const replica = response.headers.get('x-replica');
          if (replica) load.servedBy[replica] = (load.servedBy[replica] ?? 0) + 1;
        }
        else load.samples[response.status] ??= { body: text, headers: Object.fromEntries(response.headers) };
      } catch {
        // Refused or cut: not acknowledged, so the shopper's client would retry.
        load.networkErrors += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  load.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return load;
}
