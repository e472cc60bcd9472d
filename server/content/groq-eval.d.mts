/** Types of groq-eval.mjs (plain JavaScript so that the evaluation workers need no TypeScript loader). */
import type { GroqNode } from './query-cost.mjs';
export interface QueryError {
  description: string;
  type: string;
  query: string;
  start?: number;
  end?: number;
}

export type Evaluation = { ok: true; json: string; ms: number } | { ok: false; error: QueryError };

export declare const MAX_RESULT_BYTES: number;
export declare const MAX_RESULT_DEPTH: number;
export declare function resultLimitProblem(result: unknown): string | null;
export declare function parseQuery(query: string, params: Record<string, unknown>): { ok: true; tree: GroqNode } | { ok: false; error: QueryError };
export declare function parseProblem(query: string, params: Record<string, unknown>): QueryError | null;
export declare function evaluateQuery(documents: unknown[], query: string, params: Record<string, unknown>, checkCost?: boolean): Promise<Evaluation>;
