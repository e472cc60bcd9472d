/** CSV (RFC 4180) of a table's raw data: every cell quoted when needed, CRLF line ends. */
import type { Raw, TableModel } from './tables.ts';

function cell(value: Raw): string {
  // Numbers as plain decimals (no grouping, no unit) so a spreadsheet reads them as numbers.
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(12))) : '';
  const text = value;
  // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix it (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(table: Pick<TableModel, 'data'>): string {
  return [table.data.columns, ...table.data.rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Parses what toCsv writes (for tests and checks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; } else field += c;
  }
  return rows;
}
