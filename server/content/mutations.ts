/**
 * Sanity's mutation API on documents in memory (https://www.sanity.io/docs/http-mutations): `create`,
 * `createOrReplace`, `createIfNotExists`, `patch` (with `ifRevisionID`) and `delete`, applied in order as
 * one transaction: one failure and none applies. The caller reads and writes the documents
 * (./live-store.ts); this module only decides what the transaction makes of them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { isRecord } from '../../contract/is-record.ts';
import type { SanityDocument } from './datasets.ts';
import { PatchError, applyPatch } from './patch.ts';

/** A refused transaction, in Sanity's error shape (`type`, `description`) with its HTTP status. */
export class MutationError extends Error {
  override readonly name = 'MutationError';
  constructor(readonly status: number, readonly type: string, description: string, readonly index?: number) {
    super(description);
  }
}

export type Operation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: Operation;
  document?: SanityDocument;
}

export interface TransactionOutcome {
  transactionId: string;
  results: MutationResult[];
  /** Every document the transaction changed: its new content, or null when deleted. */
  changed: Map<string, SanityDocument | null>;
}

export interface TransactionOptions {
  transactionId?: string | undefined;
  autoGenerateArrayKeys?: boolean;
  now?: Date;
}

/** Sanity's document ids: letters, digits, `_`, `-` and `.` path separators, at most 128 characters. */
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const MUTATION_TYPES = ['create', 'createOrReplace', 'createIfNotExists', 'patch', 'delete'] as const;
type MutationType = (typeof MUTATION_TYPES)[number];

/** The ids a list of mutations reads or writes (fixed ids only; `create` without an id makes a new one). */
export function idsOf(mutations: unknown): string[] {
  if (!Array.isArray(mutations)) return [];
  const ids = new Set<string>();
  for (const mutation of mutations) {
    if (!isRecord(mutation)) continue;
    for (const type of MUTATION_TYPES) {
      const body = mutation[type];
      if (isRecord(body) && typeof body[type === 'patch' || type === 'delete' ? 'id' : '_id'] === 'string') {
        ids.add(body[type === 'patch' || type === 'delete' ? 'id' : '_id'] as string);
      }
    }
  }
  return [...ids];
}

const newKey = () => randomBytes(6).toString('hex');

/** Adds a `_key` to every object in an array that lacks one (`autoGenerateArrayKeys=true`). */
function withArrayKeys(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withArrayKeys(item, true));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = withArrayKeys(inner);
  if (inArray && typeof copy['_key'] !== 'string') copy['_key'] = newKey();
  return copy;
}

/**
 * Applies `mutations` to the documents `read` returns (null: no such document) and says what changed.
 * Throws a MutationError for a malformed or conflicting mutation.
 */
export function applyTransaction(mutations: unknown, read: (id: string) => SanityDocument | null, options: TransactionOptions = {}): TransactionOutcome {
  if (!Array.isArray(mutations) || mutations.length === 0) throw new MutationError(400, 'invalidMutation', '"mutations" must be a non-empty list');
  const transactionId = options.transactionId ?? randomUUID().replaceAll('-', '');
  const timestamp = (options.now ?? new Date()).toISOString();
  const changed = new Map<string, SanityDocument | null>();
  const current = (id: string) => (changed.has(id) ? changed.get(id) ?? null : read(id));
  const results: MutationResult[] = [];

  const stamped = (candidate: unknown, index: number, previous: SanityDocument | null, requireId: boolean): SanityDocument => {
    if (!isRecord(candidate)) throw new MutationError(400, 'invalidMutation', `Mutation ${index}: the document must be an object`, index);
    let id = candidate['_id'];
    if (id === undefined && !requireId) id = randomUUID().replaceAll('-', '');
    // Sanity's convention: an id ending in "." is a path prefix for a generated id ("drafts." → a new draft).
    if (typeof id === 'string' && id.endsWith('.') && !requireId) id = `${id}${randomUUID().replaceAll('-', '')}`;
    if (typeof id !== 'string' || !DOCUMENT_ID.test(id)) throw new MutationError(400, 'invalidMutation', `Mutation ${index}: "_id" must be a document id (letters, digits, "_", "-", ".")`, index);
    if (typeof candidate['_type'] !== 'string' || candidate['_type'] === '') throw new MutationError(400, 'invalidMutation', `Mutation ${index}: the document needs a "_type"`, index);
    const content = (options.autoGenerateArrayKeys ? withArrayKeys(candidate) : structuredClone(candidate)) as Record<string, unknown>;
    return {
      ...content,
      _id: id,
      _type: candidate['_type'],
      _rev: transactionId,
      _createdAt: typeof previous?.['_createdAt'] === 'string' ? previous['_createdAt'] : timestamp,
      _updatedAt: timestamp,
    };
  };

  mutations.forEach((mutation: unknown, index) => {
    const types = isRecord(mutation) ? MUTATION_TYPES.filter((type) => type in mutation) : [];
    if (!isRecord(mutation) || types.length !== 1) {
      throw new MutationError(400, 'invalidMutation', `Mutation ${index}: expected exactly one of ${MUTATION_TYPES.join(', ')}`, index);
    }
    const type = types[0] as MutationType;
    const body = mutation[type];
    switch (type) {
      case 'create':
      case 'createOrReplace':
      case 'createIfNotExists': {
        const id = isRecord(body) ? body['_id'] : undefined;
        const existing = typeof id === 'string' ? current(id) : null;
        if (existing && type === 'create') throw new MutationError(409, 'documentAlreadyExistsError', `Document by ID "${String(id)}" already exists`, index);
        if (existing && type === 'createIfNotExists') {
          results.push({ id: existing._id, operation: 'none', document: existing });
          return;
        }
        const document = stamped(body, index, existing, type !== 'create');
        if (type === 'create' && current(document._id)) throw new MutationError(409, 'documentAlreadyExistsError', `Document by ID "${document._id}" already exists`, index);
        changed.set(document._id, document);
        results.push({ id: document._id, operation: existing ? 'update' : 'create', document });
        return;
      }
      case 'delete': {
        if (!isRecord(body) || typeof body['id'] !== 'string') {
          throw new MutationError(400, 'invalidMutation', `Mutation ${index}: "delete" takes {id} (deleting by query is not supported here)`, index);
        }
        const existing = current(body['id']);
        if (existing) changed.set(body['id'], null);
        results.push({ id: body['id'], operation: existing ? 'delete' : 'none' });
        return;
      }
      case 'patch': {
        if (!isRecord(body) || typeof body['id'] !== 'string') {
          throw new MutationError(400, 'invalidMutation', `Mutation ${index}: "patch" takes {id, ...operations} (patching by query is not supported here)`, index);
        }
        const existing = current(body['id']);
        if (!existing) throw new MutationError(409, 'documentNotFoundError', `Document "${body['id']}" not found`, index);
        if (typeof body['ifRevisionID'] === 'string' && body['ifRevisionID'] !== existing['_rev']) {
          throw new MutationError(409, 'documentRevisionIDDoesNotMatchError', `Document "${existing._id}" has revision "${String(existing['_rev'] ?? '')}", not the expected "${body['ifRevisionID']}"`, index);
        }
        let patched: SanityDocument;
        try {
          const operations = options.autoGenerateArrayKeys ? (withArrayKeys(body) as Record<string, unknown>) : body;
          patched = applyPatch(existing, operations);
        } catch (error) {
          if (error instanceof PatchError) throw new MutationError(400, 'invalidPatch', `Mutation ${index}: ${error.message}`, index);
          throw error;
        }
        const document = { ...patched, _id: existing._id, _type: typeof patched._type === 'string' && patched._type ? patched._type : existing._type, _rev: transactionId, _updatedAt: timestamp };
        changed.set(document._id, document);
        results.push({ id: document._id, operation: 'update', document });
        return;
      }
    }
  });
  return { transactionId, results, changed };
}
