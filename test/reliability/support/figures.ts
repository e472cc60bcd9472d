/**
 * Figures for RELIABILITY.md: each suite appends JSON lines to the file named by RELIABILITY_FIGURES
 * (set by scripts/reliability.ts); without it (plain `npm test`) figures are only printed.
 */
import { appendFileSync } from 'node:fs';

export interface Figure {
  section: 'hostile' | 'load' | 'crash' | 'faults' | 'security' | 'shutdown' | 'budget' | 'replicas' | 'abuse';
  name: string;
  [key: string]: unknown;
}

export function recordFigure(figure: Figure): void {
  const file = process.env.RELIABILITY_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
  else if (process.env.RELIABILITY_VERBOSE) console.info(JSON.stringify(figure));
}
