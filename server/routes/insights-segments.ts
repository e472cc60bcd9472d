/**
 * The insights' segment filters (`?market=&locale=&device=&source=`, docs/insights.md "Events") and the
 * SQL that keeps a report to the shoppers who count: in the segment asked, and not excluded (a variant
 * preview or the merchant's own visit). "unknown" picks the shoppers whose event did not say.
 */
import { isSegmentValue, SEGMENT_PROPERTIES, type SegmentName } from '../../contract/event-identity.ts';

export type SegmentFilter = Partial<Record<SegmentName, string>>;
export const UNKNOWN_SEGMENT = 'unknown';

/** The filters of a query string; a malformed value is an error naming it, never ignored. */
export function parseSegmentFilter(query: Record<string, unknown>): { ok: true; value: SegmentFilter } | { ok: false; error: string } {
  const value: SegmentFilter = {};
  for (const name of SEGMENT_PROPERTIES) {
    const given = query[name];
    if (given === undefined || given === '') continue;
    if (given === UNKNOWN_SEGMENT) value[name] = '';
    else if (isSegmentValue(name, given)) value[name] = given;
    else return { ok: false, error: `"${name}" is not a ${name} the events record` };
  }
  return { ok: true, value };
}

/**
 * `AND …` conditions on the shopper rollup aliased `alias`, with their values appended to `params`
 * (so the placeholders follow the query's own). Always leaves the excluded shoppers out.
 */
export function shopperConditions(filter: SegmentFilter, params: unknown[], alias = 's'): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  let sql = ` AND ${column('excluded')} = ''`;
  for (const name of SEGMENT_PROPERTIES) {
    const value = filter[name];
    if (value === undefined) continue;
    params.push(value);
    sql += ` AND ${column(name)} = $${params.length}`;
  }
  return sql;
}

export const hasSegment = (filter: SegmentFilter) => Object.keys(filter).length > 0;

/**
 * `AND …` keeping the rows of another table (a profile, an order) whose shopper counts, `link` tying the
 * shopper rollup `s` to the row (e.g. `s.anonymous_id = o.anonymous_id`). Without a segment a row of no
 * known shopper counts and only an excluded shopper's is left out; with one, only the segment's rows count.
 */
export function countedShopperRows(filter: SegmentFilter, params: unknown[], link: string): string {
  return hasSegment(filter) ? ` AND EXISTS (SELECT 1 FROM insights_shoppers s WHERE ${link}${shopperConditions(filter, params)})` : ` AND NOT${excludedShopperRows(link).slice(4)}`;
}

/** `AND …` keeping the rows of another table whose shopper is excluded (the complement of `countedShopperRows` without a segment). */
export function excludedShopperRows(link: string): string {
  return ` AND EXISTS (SELECT 1 FROM insights_shoppers s WHERE ${link} AND s.excluded <> '')`;
}
