/** The JSON the insights API answers (server/routes/insights-queries.ts), as the page reads it. */
export type {
  AnswerQuestion, FamilyRow, FavouriteRow, Funnel, FunnelStep, KitScentReport, KitScentRow, Revenue, SegmentValue, TrendDay, VariantReport, VariantRow,
} from '../../server/routes/insights-queries.ts';
import type { AnswerQuestion, FamilyRow, FavouriteRow, Funnel, KitScentReport, SegmentValue, TrendDay } from '../../server/routes/insights-queries.ts';
import type { ScheduledVariantReport } from '../../server/routes/insights-schedule.ts';
export type { ScheduledVariantRow, VariantSchedule } from '../../server/routes/insights-schedule.ts';

export interface Reports {
  funnel: Funnel;
  variants: ScheduledVariantReport;
  families: { profiles: number; families: FamilyRow[] };
  favourites: { favourites: FavouriteRow[] };
  kitScents: KitScentReport;
  trends: { timeZone: string; days: TrendDay[] };
  answers: { profiles: number; questions: AnswerQuestion[] };
  segments: Record<'market' | 'locale' | 'device' | 'source', SegmentValue[]>;
}
