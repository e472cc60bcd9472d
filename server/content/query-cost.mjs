// A cost limit before evaluation: each `*` evaluated once per element of an enclosing iteration over the
// documents multiplies the work by their number (`count(*[count(*[count(*[…])>0])>0])` is n⁴). A query
// whose estimate, documents ^ nesting, passes the limit is refused; the worker's time budget catches
// whatever the estimate misses (docs/scaling.md). Plain JavaScript: it runs in the evaluation workers,
// on the tree they parsed, inside the query's time budget. Types: query-cost.d.mts.

/** About a second of groq-js work; a 70-document dataset allows three levels of nesting, not four. */
export const MAX_ESTIMATED_EVALUATIONS = 1_000_000;

/** Node types whose `expr` is evaluated once per element of `base`. */
const PER_ELEMENT = new Set(['Filter', 'Projection', 'Map', 'FlatMap']);

const isNode = (value) => value !== null && typeof value === 'object' && typeof value.type === 'string';

function children(node) {
  const found = [];
  for (const value of Object.values(node)) {
    if (isNode(value)) found.push(value);
    else if (Array.isArray(value)) for (const item of value) if (isNode(item)) found.push(item);
  }
  return found;
}

function mentionsEverything(node) {
  return node.type === 'Everything' || children(node).some(mentionsEverything);
}

/** The deepest chain of `*` each evaluated inside an iteration over the previous one. */
export function nestingDepth(node, depth = 0) {
  if (node.type === 'Everything') return depth + 1;
  if (PER_ELEMENT.has(node.type) && isNode(node.base) && isNode(node.expr)) {
    const inner = depth + (mentionsEverything(node.base) ? 1 : 0);
    return Math.max(nestingDepth(node.base, depth), nestingDepth(node.expr, inner));
  }
  return children(node).reduce((deepest, child) => Math.max(deepest, nestingDepth(child, depth)), depth);
}

/** Why the parsed query is too expensive to evaluate over `documents` documents, or null. */
export function costProblem(tree, documents) {
  const depth = nestingDepth(tree);
  const estimate = Math.max(documents, 1) ** depth;
  if (estimate <= MAX_ESTIMATED_EVALUATIONS) return null;
  return `Query nests ${depth} iterations over the ${documents} documents (about ${estimate.toExponential(1)} evaluations, the limit is ${MAX_ESTIMATED_EVALUATIONS.toExponential(0)}); ask for fewer documents or less nesting`;
}
