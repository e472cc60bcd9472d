// One GROQ evaluation worker (see groq-pool.ts): keeps the datasets it was sent and evaluates one query
// at a time. The pool terminates it when a query runs past its budget, so nothing here needs a timer.
import { parentPort } from 'node:worker_threads';
import { evaluateQuery } from './groq-eval.mjs';

const datasets = new Map();

parentPort.on('message', async (message) => {
  if (message.type === 'dataset') {
    datasets.set(message.name, message.documents);
    return;
  }
  const { id, dataset, query, params, checkCost } = message;
  let outcome;
  try {
    outcome = await evaluateQuery(datasets.get(dataset) ?? [], query, params, checkCost);
  } catch (error) {
    // evaluateQuery answers every failure of the query itself; this is a last line (e.g. out of memory).
    outcome = { ok: false, error: { description: `Query evaluation failed: ${error instanceof Error ? error.message : String(error)}`, type: 'queryEvaluationError', query } };
  }
  parentPort.postMessage({ id, outcome });
});
parentPort.postMessage({ ready: true });
