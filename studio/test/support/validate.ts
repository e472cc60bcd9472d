/**
 * Sanity's own document validation, offline: `validateDocument` (what `sanity documents validate` runs)
 * against the Studio's schema types compiled by `createSchema` (with Sanity's built-in types, as the
 * Studio compiles them), and a client whose GROQ queries groq-js answers over the given documents
 * instead of Sanity's API (the quiz's "one quiz per dataset" rule queries the dataset).
 */
import { parse, evaluate } from 'groq-js';
import { createSchema, validateDocument } from 'sanity';
import type { SanityClient, SanityDocument, Schema, ValidationMarker, Workspace } from 'sanity';
import config from '../../sanity.config.ts';

// The CLI validates inside a mocked browser (jsdom); the validator itself only schedules work through
// `window.setTimeout`, so node's globals stand in for `window`.
(globalThis as { window?: unknown }).window ??= globalThis;
import { schemaTypes } from '../../schemas/index.ts';

/** The subset of the client the Studio's validation rules use: `fetch` (GROQ) over the given documents. */
export function datasetClient(documents: readonly SanityDocument[]): SanityClient {
  const client = {
    async fetch(query: string, params: Record<string, unknown> = {}) {
      return (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
    },
    withConfig: () => client,
    config: () => ({ apiVersion: '2024-04-01', projectId: 'test', dataset: 'test', url: 'http://localhost.invalid/v1' }),
  };
  return client as unknown as SanityClient;
}

/** The Studio's schema types, compiled; `_validation` holds the schema's own problems. */
export const studioSchema: Schema & { _validation?: Array<{ problems: Array<{ severity: string; message: string }> }> } =
  createSchema({ name: config.name ?? 'default', types: schemaTypes });

/** What `validateDocument` reads from a workspace: the schema and a client (English messages by default). */
function workspaceFor(client: SanityClient): Workspace {
  return { schema: studioSchema, getClient: () => client } as unknown as Workspace;
}

/**
 * Validation markers of one document (errors and warnings) against the Studio's schema. `dataset` is what
 * the rule queries see; documents whose type the schema does not know come back with a warning.
 */
export async function validate(document: SanityDocument, dataset: readonly SanityDocument[]): Promise<ValidationMarker[]> {
  const client = datasetClient(dataset);
  return validateDocument({
    document,
    workspace: workspaceFor(client),
    getDocumentExists: async ({ id }) => dataset.some((candidate) => candidate._id === id),
    environment: 'cli',
  });
}

/** `path.to[key].field: message` lines, easy to read in a failing assertion. */
export function describeMarkers(markers: readonly ValidationMarker[]): string[] {
  return markers.map((marker) => {
    const path = marker.path.map((segment) => (typeof segment === 'object' ? `[${JSON.stringify(segment)}]` : String(segment))).join('.');
    return `${marker.level} ${path}: ${marker.message}`;
  });
}
