/**
 * GET /insights/export/responses.csv?from&to: every stored profile of the range as one CSV row, for a
 * merchant's own analysis. Only the answers (option values, language-neutral) and when they were given:
 * no cart token, no anonymous id, no e-mail, nothing that identifies the shopper. Streamed in pages, so a
 * large range never sits in memory.
 */
import { Readable } from 'node:stream';
import { PROFILE_FIELDS } from '../../contract/profile-fields.ts';
import { isRecord } from '../../contract/is-record.ts';
import type { Queryable } from '../db/database.ts';
import type { DateRange } from './insights-queries.ts';
import { hasSegment, shopperConditions, type SegmentFilter } from './insights-segments.ts';

const PAGE = 2000;
export const RESPONSE_COLUMNS = ['quiz_id', 'created_at', ...Object.keys(PROFILE_FIELDS)] as const;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One profile field as a cell: lists joined by `|`, the age as its year, perfumes by catalogue id. */
function fieldCell(field: string, value: unknown): string {
  if (field === 'age') return isRecord(value) && typeof value.year === 'number' ? String(value.year) : '';
  if (Array.isArray(value)) return value.map((entry) => (isRecord(entry) ? String(entry.id ?? '') : String(entry))).join('|');
  return value === null || value === undefined ? '' : String(value);
}

export function responseRow(id: string, createdAt: Date, profile: unknown): string {
  const record = isRecord(profile) ? profile : {};
  const cells = [id, createdAt.toISOString(), ...Object.keys(PROFILE_FIELDS).map((field) => fieldCell(field, record[field]))];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The profiles of the range; those of excluded shoppers (previews, the merchant) left out, and with a
 * segment only the segment's (a profile is linked to its shopper by the quiz id their events carry).
 */
export function responsesCsv(db: Queryable, range: DateRange, filter: SegmentFilter = {}): Readable {
  const params: unknown[] = [];
  const segment = hasSegment(filter)
    ? `EXISTS (SELECT 1 FROM insights_shoppers s WHERE s.quiz_id = m.id::text${shopperConditions(filter, params)})`
    : `NOT EXISTS (SELECT 1 FROM insights_shoppers s WHERE s.quiz_id = m.id::text AND s.excluded <> '')`;
  async function* lines(): AsyncGenerator<string> {
    yield `${RESPONSE_COLUMNS.join(',')}\r\n`;
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows: Array<{ id: string; created_at: Date | string; profile: unknown }> = await db.query(
        `SELECT m.id::text AS id, m.created_at, m.profile FROM quiz_meta m
         WHERE m.created_at >= $1 AND m.created_at < $2 AND ($3::timestamptz IS NULL OR (m.created_at, m.id::text) > ($3::timestamptz, $4::text))
           AND ${segment.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 4}`)}
         ORDER BY m.created_at, m.id::text LIMIT ${PAGE}`,
        [range.from.toISOString(), range.to.toISOString(), after?.at ?? null, after?.id ?? '', ...params],
      );
      if (rows.length === 0) return;
      yield rows.map((row) => responseRow(row.id, new Date(row.created_at), typeof row.profile === 'string' ? JSON.parse(row.profile) : row.profile)).join('');
      const last = rows.at(-1)!;
      after = { at: new Date(last.created_at).toISOString(), id: last.id };
      if (rows.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}
