/** The JSON the insights API answers (server/routes/insights-queries.ts), as the page reads it. */
export type {
  AnswerQuestion, FamilyRow, FavouriteRow, Funnel, FunnelStep, KitScentRow, Revenue, SegmentValue, TrendDay, VariantReport, VariantRow,
} from '../../server/routes/insights-queries.ts';
import type { AnswerQuestion, FamilyRow, FavouriteRow, Funnel, KitScentRow, SegmentValue, TrendDay, VariantReport } from '../../server/routes/insights-queries.ts';

export interface Reports {
  funnel: Funnel;
  variants: VariantReport;
  families: { profiles: number; families: FamilyRow[] };
  favourites: { favourites: FavouriteRow[] };
  kitScents: { orders: number; scents: KitScentRow[] };
  trends: { timeZone: string; days: TrendDay[] };
  answers: { profiles: number; questions: AnswerQuestion[] };
  segments: Record<'market' | 'locale' | 'device' | 'source', SegmentValue[]>;
}
