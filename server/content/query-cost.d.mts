/** Types of query-cost.mjs (plain JavaScript so that the evaluation workers need no TypeScript loader). */
export interface GroqNode {
  type: string;
  [key: string]: unknown;
}

export declare const MAX_ESTIMATED_EVALUATIONS: number;
export declare function nestingDepth(node: GroqNode, depth?: number): number;
export declare function costProblem(tree: GroqNode, documents: number): string | null;
