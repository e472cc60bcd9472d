/**
 * Groups test files into batches, each run by one process that imports them all: starting a process
 * that loads TypeScript costs about 0.6 s of CPU, more than most files' own tests. A file's weight
 * guesses its cost from what it starts (a child process, a database, an app), so that the batches take
 * about as long as each other; the heaviest come first.
 */
export interface Weighed {
  file: string;
  /** The file's source, read to guess its weight. */
  source: string;
}

/** Guessed cost: 1 for plain logic, more for each kind of thing the file starts. */
export function weight({ source }: Weighed): number {
  if (/\bstartServer\(|\bspawn\(|\bexecFile\(/.test(source)) return 12;
  if (/\bforEachDatabase\(|\btestDbTargets\(|\bopenMigratedPglite\(|\bPGlite\b/.test(source)) return 5;
  if (/\bbuildApp\(|\buseApp\(|\bbuildTestApp\(|\bwithFreshApp\(/.test(source)) return 3;
  return 1;
}

/** At most `count` batches of file paths, heaviest batch first, by longest-processing-time first. */
export function batches(files: readonly Weighed[], count: number): string[][] {
  const bins = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ load: 0, files: [] as string[] }));
  const heaviestFirst = [...files].map((file) => ({ file: file.file, load: weight(file) })).sort((a, b) => b.load - a.load || a.file.localeCompare(b.file));
  for (const { file, load } of heaviestFirst) {
    const lightest = bins.reduce((best, bin) => (bin.load < best.load ? bin : best));
    lightest.files.push(file);
    lightest.load += load;
  }
  return bins.filter((bin) => bin.files.length > 0).sort((a, b) => b.load - a.load).map((bin) => bin.files.sort());
}
