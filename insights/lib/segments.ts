/** How the page names a segment and its values: countries and languages in words, the rest as recorded. */
import type { SegmentName } from '../stores/reports.ts';

export const SEGMENT_TITLES: Record<SegmentName, string> = { market: 'Market', locale: 'Language', device: 'Device', source: 'Traffic source' };

const DEVICES: Record<string, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

function displayName(type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function segmentLabel(name: SegmentName, value: string): string {
  if (value === 'unknown') return 'Not recorded';
  if (name === 'market') return `${displayName('region', value)} (${value})`;
  if (name === 'locale') return `${displayName('language', value)} (${value})`;
  if (name === 'device') return DEVICES[value] ?? value;
  return value === 'direct' ? 'Direct (no referrer)' : value;
}
