/** Variants B/C: the comparison table of spec §2, exactly as the spec gives it. */
interface Row {
  product: string;
  cells: ReadonlyArray<boolean | string>;
}

const COLUMNS = [
  '4 of your top matches', 'credit included', '11 other bestseller scents', 'best value', 'flexibility to layer and experiment',
] as const;

const ROWS: readonly Row[] = [
  { product: 'Personalized Discovery Kit', cells: [true, '$25', false, false, false] },
  { product: 'Signature Sampler', cells: [true, '$60', true, true, true] },
];

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <td>{value}</td>;
  return (
    <td className={value ? 'yes' : 'no'}>
      <span aria-hidden="true">{value ? '✓' : '✕'}</span>
      <span className="visually-hidden">{value ? 'yes' : 'no'}</span>
    </td>
  );
}

export function ComparisonTable({ title }: { title: string }) {
  return (
    <section className="rec-section comparison" aria-labelledby="rec-table-title" data-section="comparison">
      <h2 id="rec-table-title">{title || 'Compare'}</h2>
      <table className="comparison-table" lang="en">
        <thead>
          <tr>
            <td />
            {COLUMNS.map((column) => <th key={column} scope="col"><span>{column}</span></th>)}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.product}>
              <th scope="row">{row.product}</th>
              {row.cells.map((value, index) => <Cell key={COLUMNS[index]} value={value} />)}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
