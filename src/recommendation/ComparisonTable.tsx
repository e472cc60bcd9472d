/**
 * Variants B/C: the comparison table with the spec's rows and columns, transposed so that it reads
 * at 320 px: one row per feature, one column per product (two narrow columns instead of five).
 */
interface Product {
  name: string;
  cells: ReadonlyArray<boolean | string>;
}

const FEATURES = [
  '4 of your top matches', 'credit included', '11 other bestseller scents', 'best value', 'flexibility to layer and experiment',
] as const;

const PRODUCTS: readonly Product[] = [
  { name: 'Personalized Discovery Kit', cells: [true, '$25', false, false, false] },
  { name: 'Signature Sampler', cells: [true, '$60', true, true, true] },
];

function Cell({ value }: { value: boolean | string | undefined }) {
  if (typeof value === 'string') return <td className="value">{value}</td>;
  return (
    <td className={value ? 'yes' : 'no'}>
      <span aria-hidden="true">{value ? '✓' : '–'}</span>
      <span className="visually-hidden">{value ? 'yes' : 'no'}</span>
    </td>
  );
}

export function ComparisonTable({ title }: { title: string }) {
  return (
    <section className="rec-section comparison" part="section" aria-labelledby="rec-table-title" data-section="comparison">
      <h2 id="rec-table-title">{title || 'Compare'}</h2>
      <table className="comparison-table" part="table" lang="en">
        <thead>
          <tr>
            <td />
            {PRODUCTS.map((product) => <th key={product.name} scope="col">{product.name}</th>)}
          </tr>
        </thead>
        <tbody>
          {FEATURES.map((feature, index) => (
            <tr key={feature}>
              <th scope="row">{feature}</th>
              {PRODUCTS.map((product) => <Cell key={product.name} value={product.cells[index]} />)}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
