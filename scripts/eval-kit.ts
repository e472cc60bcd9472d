/**
 * Offline evaluation of the kit recommender (server/kit/match.ts) on the seed house scents.
 *
 *   npx tsx scripts/eval-kit.ts [--scents <data.ndjson>] [--no-write]
 *
 * Builds a rule-generated persona set, runs `recommendKit` for each persona and compares it with two
 * non-personalised baselines:
 *   - "popular fixed kit" (the main baseline): the same 4 scents for everyone, chosen as the 4 with the
 *     highest mean score over this very persona set (ties by _id). It is tuned on the test personas,
 *     so it is the strongest single kit by the recommender's own scoring: a fair, hard baseline.
 *   - "first 4 by name": the catalogue order a store might ship without any quiz.
 * Prints a Markdown table and writes it into BENCHMARKS.md under `## Kit recommender evaluation`
 * (replacing only that section). Exits 1 if the recommender does not beat both baselines on
 * love coverage and dislike violations, 2 if the seed file is missing or has fewer than 4 scents.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { HouseScent } from '../contract/house-scent.ts';
import type { Profile, ScentFamilyField } from '../contract/profile-fields.ts';
import { FAMILY_FIELDS, familyLabel } from '../server/kit/family-map.ts';
import { replaceSection } from '../server/kit/markdown-section.ts';
import { loadHouseScentsReport } from '../server/kit/load-scents.ts';
import { ratingOf } from '../contract/profile-fields.ts';
import { recommendKit, scoreScent } from '../server/kit/match.ts';
import { UNANSWERED, profileFixture } from '../contract/profile-fixture.ts';

const ROOT = resolve(import.meta.dirname, '..');
const COMMAND = 'npx tsx scripts/eval-kit.ts';
const SECTION = '## Kit recommender evaluation';

interface Persona {
  name: string;
  group: string;
  profile: Profile;
}

function argValue(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function field(i: number): ScentFamilyField {
  return FAMILY_FIELDS[((i % FAMILY_FIELDS.length) + FAMILY_FIELDS.length) % FAMILY_FIELDS.length] as ScentFamilyField;
}

function allNeutral(): Partial<Record<ScentFamilyField, number>> {
  const r: Partial<Record<ScentFamilyField, number>> = {};
  for (const f of FAMILY_FIELDS) r[f] = 3;
  return r;
}

/** Rule-generated personas; the occasion values come from the seed scents' own vocabulary. */
export function buildPersonas(occasionVocabulary: readonly string[]): Persona[] {
  const personas: Persona[] = [];
  const occasionSets: string[][] = [[], ...occasionVocabulary.map((o) => [o])];
  if (occasionVocabulary.length >= 2) occasionSets.push([...occasionVocabulary.slice(0, 2)]);
  const occasions = (i: number): string[] => occasionSets[i % occasionSets.length] ?? [];
  const places = ['beach', 'forest', 'desert', 'city', 'mountains', 'countryside'];

  // 1. One family loved, another strongly disliked, the rest neutral: every ordered pair (110).
  let n = 0;
  FAMILY_FIELDS.forEach((loved, i) => {
    FAMILY_FIELDS.forEach((hated, j) => {
      if (i === j) return;
      personas.push({
        name: `love ${familyLabel(loved)} / hate ${familyLabel(hated)}`,
        group: 'love one, strongly dislike another',
        profile: profileFixture({
          ...allNeutral(), [loved]: 5, [hated]: 1,
          subtle_strong_scrent: n % 5, in_extroverted_point: (n * 3) % 5, when_like_wear_fragrance: occasions(n),
        }, UNANSWERED),
      });
      n += 1;
    });
  });

  // 2. Mixed likes (22): love one, like two, dislike one, strongly dislike one / like three, dislike two.
  FAMILY_FIELDS.forEach((_, k) => {
    personas.push({
      name: `mixed A #${k}`,
      group: 'mixed likes and dislikes',
      profile: profileFixture({
        ...allNeutral(),
        [field(k)]: 5, [field(k + 3)]: 4, [field(k + 5)]: 4, [field(k + 7)]: 2, [field(k + 9)]: 1,
        subtle_strong_scrent: k % 5, when_like_wear_fragrance: occasions(k + 1),
      }, UNANSWERED),
    });
    personas.push({
      name: `mixed B #${k}`,
      group: 'mixed likes and dislikes',
      profile: profileFixture({
        ...allNeutral(),
        [field(k)]: 4, [field(k + 2)]: 4, [field(k + 4)]: 5, [field(k + 6)]: 2, [field(k + 8)]: 2,
        subtle_strong_scrent: (k + 2) % 5, in_extroverted_point: k % 5, when_like_wear_fragrance: occasions(k + 2),
      }, UNANSWERED),
    });
  });

  // 3. No strong feelings: all neutral, each strength (5), and no ratings at all with each strength (5).
  for (let s = 0; s < 5; s += 1) {
    personas.push({ name: `all neutral, strength ${s}`, group: 'no strong feelings', profile: profileFixture({ ...allNeutral(), subtle_strong_scrent: s, when_like_wear_fragrance: occasions(s) }, UNANSWERED) });
    personas.push({ name: `unrated, strength ${s}`, group: 'no strong feelings', profile: profileFixture({ subtle_strong_scrent: s, in_extroverted_point: 4 - s }, UNANSWERED) });
  }

  // 4. Known perfumes only (no ratings): catalogue family/sub-family pairs (14).
  const known: Array<[string, string]> = [
    ['Floral', 'Fruity'], ['Oriental', 'Vanilla'], ['Woody', 'Aromatic'], ['Citrus', 'Aromatic'],
    ['Chypre', 'Floral'], ['Aromatic', 'Fougere'], ['Leather', ''], ['Floral', 'Aquatic'],
    ['Oriental', 'Spicy'], ['Woody', 'Spicy'], ['Floral', 'Green'], ['Floral', 'Fruity Gourmand'],
    ['Woody', 'Aquatic'], ['Citrus', 'Gourmand'],
  ];
  known.forEach(([family, subFamily], k) => {
    const [family2, sub2] = known[(k + 1) % known.length] ?? ['', ''];
    personas.push({
      name: `knows ${family}${subFamily ? ' ' + subFamily : ''}`,
      group: 'known perfumes only',
      profile: profileFixture({
        subtle_strong_scrent: (k + 1) % 5,
        favorite_fragrances: k % 2 === 0
          ? [{ id: `p${k}`, family, subFamily }]
          : [{ id: `p${k}`, family, subFamily }, { id: `q${k}`, family: family2, subFamily: sub2 }],
      }, UNANSWERED),
    });
  });

  // 5. Strength / occasion / personality / travel variations around one loved family (22).
  FAMILY_FIELDS.forEach((loved, k) => {
    for (const extreme of [0, 4]) {
      personas.push({
        name: `love ${familyLabel(loved)}, strength ${extreme}, ${places[k % places.length]}`,
        group: 'strength, occasions, personality, travel',
        profile: profileFixture({
          [loved]: 5,
          subtle_strong_scrent: extreme, in_extroverted_point: extreme,
          appeals: [places[k % places.length] ?? 'beach'],
          when_like_wear_fragrance: occasions(k + extreme),
        }, UNANSWERED),
      });
    }
  });
  return personas;
}

interface Figures {
  label: string;
  lovers: number;
  loveCovered: number;
  loveCoverableLovers: number;
  loveCoveredOfCoverable: number;
  dislikePicks: number;
  strongDislikePicks: number;
  personasWithDislike: number;
  meanDistinct: number;
  meanScore: number;
  meanKitSize: number;
  shortKits: number;
}

function evaluate(label: string, personas: readonly Persona[], scents: readonly HouseScent[], kitOf: (p: Profile) => HouseScent[]): Figures {
  let lovers = 0;
  let loveCovered = 0;
  let coverable = 0;
  let coveredOfCoverable = 0;
  let dislikePicks = 0;
  let strongDislikePicks = 0;
  let personasWithDislike = 0;
  let distinctSum = 0;
  let scoreSum = 0;
  let pickCount = 0;
  let shortKits = 0;
  const dominantOf = new Map(scents.map((s) => [s._id, scoreScent(profileFixture({}, UNANSWERED), s).dominantFamily]));
  for (const { profile } of personas) {
    const kit = kitOf(profile);
    const dominants = kit.map((s) => dominantOf.get(s._id) as ScentFamilyField);
    const loved = FAMILY_FIELDS.filter((f) => ratingOf(profile, f) === 5);
    if (loved.length > 0) {
      lovers += 1;
      const covered = dominants.some((d) => loved.includes(d));
      if (covered) loveCovered += 1;
      if (scents.some((s) => loved.includes(dominantOf.get(s._id) as ScentFamilyField))) {
        coverable += 1;
        if (covered) coveredOfCoverable += 1;
      }
    }
    let bad = 0;
    for (const d of dominants) {
      const r = ratingOf(profile, d);
      if (r !== undefined && r <= 2) {
        bad += 1;
        if (r === 1) strongDislikePicks += 1;
      }
    }
    dislikePicks += bad;
    if (bad > 0) personasWithDislike += 1;
    distinctSum += new Set(dominants).size;
    for (const s of kit) scoreSum += scoreScent(profile, s).score;
    pickCount += kit.length;
    if (kit.length < 4) shortKits += 1;
  }
  return {
    label,
    lovers,
    loveCovered,
    loveCoverableLovers: coverable,
    loveCoveredOfCoverable: coveredOfCoverable,
    dislikePicks,
    strongDislikePicks,
    personasWithDislike,
    meanDistinct: distinctSum / personas.length,
    meanScore: pickCount === 0 ? 0 : scoreSum / pickCount,
    meanKitSize: pickCount / personas.length,
    shortKits,
  };
}

const pct = (a: number, b: number): string => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`);

function table(rows: readonly Figures[], personas: number): string {
  const lines = [
    '| method | love coverage | of those in stock | disliked picks | strongly | personas hit | distinct families | score/pick | kit size |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${pct(r.loveCovered, r.lovers)} | ${pct(r.loveCoveredOfCoverable, r.loveCoverableLovers)} | ${r.dislikePicks} | ${r.strongDislikePicks} | ${pct(r.personasWithDislike, personas)} | ${r.meanDistinct.toFixed(2)} | ${r.meanScore.toFixed(3)} | ${r.meanKitSize.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

function beats(rec: Figures, base: Figures): { coverage: boolean; dislikes: boolean } {
  const recCov = rec.lovers === 0 ? 1 : rec.loveCovered / rec.lovers;
  const baseCov = base.lovers === 0 ? 1 : base.loveCovered / base.lovers;
  return {
    coverage: recCov > baseCov || recCov === 1,
    dislikes: rec.dislikePicks < base.dislikePicks || rec.dislikePicks === 0,
  };
}

function main(): void {
  const seedPath = resolve(argValue('--scents') ?? resolve(ROOT, 'content/staging/data.ndjson'));
  if (!existsSync(seedPath)) {
    console.error(`eval-kit: seed file not found: ${seedPath}`);
    process.exit(2);
  }
  const { scents, skipped } = loadHouseScentsReport(seedPath);
  for (const s of skipped) console.warn(`eval-kit: skipped house scent at line ${s.line}${s.id ? ` (${s.id})` : ''}: ${s.reasons.join('; ')}`);
  if (scents.length < 4) {
    console.error(`eval-kit: need at least 4 valid house scents, found ${scents.length}`);
    process.exit(2);
  }

  const vocabulary = [...new Set(scents.flatMap((s) => s.occasions))].sort();
  const personas = buildPersonas(vocabulary);

  const byId = [...scents].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const meanScore = (s: HouseScent): number => personas.reduce((sum, p) => sum + scoreScent(p.profile, s).score, 0) / personas.length;
  const popular = byId
    .map((s) => ({ s, m: meanScore(s) }))
    .sort((a, b) => b.m - a.m || (a.s._id < b.s._id ? -1 : 1))
    .slice(0, 4)
    .map((x) => x.s);
  const byName = [...scents].sort((a, b) => a.name.localeCompare(b.name, 'en') || (a._id < b._id ? -1 : 1)).slice(0, 4);

  const rec = evaluate('recommendKit', personas, scents, (p) => recommendKit(p, scents).picks.map((k) => k.scent));
  const basePopular = evaluate('baseline: popular fixed kit', personas, scents, () => popular);
  const baseName = evaluate('baseline: first 4 by name', personas, scents, () => byName);
  const rows = [rec, basePopular, baseName];

  const vsPopular = beats(rec, basePopular);
  const vsName = beats(rec, baseName);
  const ok = vsPopular.coverage && vsPopular.dislikes && vsName.coverage && vsName.dislikes;
  const date = new Date().toISOString().slice(0, 10);
  const rel = seedPath.startsWith(ROOT + '/') ? seedPath.slice(ROOT.length + 1) : seedPath;

  const section = [
    SECTION,
    '',
    `Command: \`${COMMAND}\` (\`npm run eval:kit\`) · ${date}.`,
    '',
    `Setup: \`${rel}\`, ${scents.length} house scents${skipped.length ? ` (${skipped.length} skipped as invalid)` : ''}; ` +
      `${personas.length} rule-generated personas.`,
    '',
    table(rows, personas.length),
    '',
    `Baselines: the best fixed kit (${popular.map((s) => s.name).join(', ')}); the first 4 by name.`,
    '',
    `- Verdict: the recommender ${ok ? 'beats' : 'does NOT beat'} both baselines on love coverage and dislike violations.`,
    '',
  ].join('\n');

  console.log(section);
  if (!process.argv.includes('--no-write')) {
    const path = resolve(ROOT, 'BENCHMARKS.md');
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    writeFileSync(path, replaceSection(current, SECTION, section));
    console.log(`eval-kit: wrote ${SECTION.slice(3)} to ${path}`);
  }
  if (!ok) {
    console.error('eval-kit: the recommender does not beat the baseline', { vsPopular, vsName });
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
