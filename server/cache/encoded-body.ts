/**
 * A response body serialised once and compressed at most once per encoding (gzip, brotli), for the hot
 * read paths (catalogue pages, content queries). Compression runs on libuv's thread pool, so a cache miss
 * never blocks the event loop, and each encoding is computed by the first request that asks for it.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this size compression saves less than the headers it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli's quality for a body compressed per request or per change; the best one (11) for a body sent to every page. */
const BROTLI_QUALITY = { fast: 9, best: 11 };

const compressors: Record<Exclude<Encoding, 'identity'>, (input: Buffer, brotliQuality: number) => Promise<Buffer>> = {
  gzip: (input) => promisify(gzip)(input, { level: 6 }),
  br: (input, brotliQuality) => promisify(brotliCompress)(input, {
    params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
  }),
};

export interface EncodedBody {
  readonly status: number;
  /** A strong validator of the content (the same for every encoding; responses carry Vary: Accept-Encoding). */
  readonly etag: string;
  readonly identity: Buffer;
  /** The body in `encoding`; identity for small bodies. */
  encoded(encoding: Encoding): Promise<{ encoding: Encoding; bytes: Buffer }>;
  /** Bytes held, for cache accounting (compressed copies estimated before they exist). */
  readonly weight: number;
}

export function contentEtag(bytes: Buffer | string): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
}

export function encodedBody(json: string, options: { status?: number; etag?: string; compression?: keyof typeof BROTLI_QUALITY } = {}): EncodedBody {
  const identity = Buffer.from(json, 'utf8');
  const compressed = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>();
  return {
    status: options.status ?? 200,
    etag: options.etag ?? contentEtag(identity),
    identity,
    // Compressed JSON is a fraction of the original: count the three copies as about 1.5 times.
    weight: Math.ceil(identity.length * 1.5) + 256,
    async encoded(encoding) {
      if (encoding === 'identity' || identity.length < COMPRESS_THRESHOLD_BYTES) return { encoding: 'identity', bytes: identity };
      let pending = compressed.get(encoding);
      if (!pending) {
        pending = compressors[encoding](identity, BROTLI_QUALITY[options.compression ?? 'fast']);
        compressed.set(encoding, pending);
        pending.catch(() => compressed.delete(encoding));
      }
      return { encoding, bytes: await pending };
    },
  };
}

/**
 * The best encoding the client accepts: brotli, then gzip, then identity (RFC 9110 Accept-Encoding,
 * with q-values; `*` stands for any encoding not named).
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  for (const candidate of ['br', 'gzip'] as const) {
    if (weightOf(candidate) > 0) return candidate;
  }
  return 'identity';
}

/** True when an If-None-Match header names `etag` (weak comparison, as for GET revalidation). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => strip(tag) === strip(etag));
}
