/** The JSON the insights API answers (server/routes/insights-queries.ts), as the page reads it. */
export type {
  AnswerQuestion, FamilyRow, FavouriteRow, Funnel, FunnelStep, KitScentReport, KitScentRow, Revenue, TrendDay, VariantReport, VariantRow,
} from '../../server/routes/insights-queries.ts';
import type { AnswerQuestion, FamilyRow, FavouriteRow, Funnel, KitScentReport, TrendDay, VariantReport } from '../../server/routes/insights-queries.ts';

export interface Reports {
  funnel: Funnel;
  variants: VariantReport;
  families: { profiles: number; families: FamilyRow[] };
  favourites: { favourites: FavouriteRow[] };
  kitScents: KitScentReport;
  trends: { timeZone: string; days: TrendDay[] };
  answers: { profiles: number; questions: AnswerQuestion[] };
}
