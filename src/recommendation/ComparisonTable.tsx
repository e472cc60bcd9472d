/**
 * Variants B/C: the comparison table from the content (a row per feature, a column per product), so
 * that it reads at 320 px. Cells are ✓, – or a text with the column's figures filled in ("$25").
 */
import type { ComparisonView } from '../core/results-copy.ts';
import { useCopy } from './CartContext.ts';

function Cell({ value }: { value: boolean | string }) {
  const { copy } = useCopy();
  if (typeof value === 'string') return <td className="value">{value}</td>;
  return (
    <td className={value ? 'yes' : 'no'}>
      <span aria-hidden="true">{value ? '✓' : '–'}</span>
      <span className="visually-hidden">{value ? copy.tableYes : copy.tableNo}</span>
    </td>
  );
}

export function ComparisonTable({ title, table }: { title: string; table: ComparisonView }) {
  return (
    <section className="rec-section comparison" part="section" aria-labelledby="rec-table-title" data-section="comparison">
      <h2 id="rec-table-title">{title || table.columns.join(' · ')}</h2>
      <table className="comparison-table" part="table">
        <thead>
          <tr>
            <td />
            {table.columns.map((column) => <th key={column} scope="col">{column}</th>)}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => <Cell key={table.columns[index] ?? index} value={cell} />)}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
