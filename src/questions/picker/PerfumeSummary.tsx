/** A perfume's picture, name, brand and "family, sub_family": one picker row or one selected tile. */
import { BottleIllustration } from '../../components/BottleIllustration.tsx';
import type { Fragrance } from '../../core/types.ts';

/** "Floral, Fruity"; just one part when the other is empty; '' when both are. */
export function familyLine(item: Pick<Fragrance, 'family' | 'sub_family'>): string {
  return [item.family, item.sub_family].filter((part) => part.trim() !== '').join(', ');
}

export function PerfumeImage({ item }: { item: Fragrance }) {
  return (
    <span className="picker-thumb">
      {item.image
        ? <img src={item.image} alt="" width={64} height={80} loading="lazy" decoding="async" />
        : <BottleIllustration id={item.id} family={item.family} subFamily={item.sub_family} />}
    </span>
  );
}

export function PerfumeSummary({ item, showFamily = true }: { item: Fragrance; showFamily?: boolean }) {
  const family = showFamily ? familyLine(item) : '';
  return (
    <>
      <PerfumeImage item={item} />
      <span className="picker-text">
        <span className="picker-name">{item.value}</span>
        {item.brand ? <span className="picker-brand">{item.brand}</span> : null}
        {family ? <span className="picker-family">{family}</span> : null}
      </span>
    </>
  );
}
