/** One report table with its CSV download (the same rows: lib/tables.ts). */
import { toCsv } from '../lib/csv.ts';
import type { TableModel } from '../lib/tables.ts';

function download(table: TableModel, fileSuffix: string): void {
  const url = URL.createObjectURL(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${table.id}-${fileSuffix}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DataTable({ table, fileSuffix }: { table: TableModel; fileSuffix: string }) {
  return (
    <div className="table-block" data-table={table.id}>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={table.caption}>
        <table>
          <caption>{table.caption}</caption>
          <thead><tr>{table.columns.map((column) => <th key={column} scope="col">{column}</th>)}</tr></thead>
          <tbody>
            {table.rows.length === 0
              ? <tr><td colSpan={table.columns.length}>No data in this range yet.</td></tr>
              : table.rows.map((row, r) => (
                <tr key={r}>{row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}</tr>
              ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="secondary" onClick={() => download(table, fileSuffix)}>
        Download CSV<span className="visually-hidden">: {table.caption}</span>
      </button>
    </div>
  );
}
