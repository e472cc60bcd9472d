/** Full-bleed backgrounds, drawn for any size (desktop 1440x900, mobile 750x1334). */
import { seededRandom } from '../../../contract/seeded-random.ts';
import {
  LIT, NIGHT_GROUND, PALETTE as P, blob, bottle, circle, glowGradient, hills, opacity, rect, sparkle, svgDoc, verticalGradient,
} from './svg.ts';

export type Drawing = (width: number, height: number) => string;

interface Layer { y: number; amp: number; waves: number; phase: number; fill: string }
type BlobSpec = readonly [x: number, y: number, r: number, fill: string, alpha: number];

/** Sky, an optional sun with a glow, layers of rolling hills and `extra` over them. Fractions are of the canvas. */
function landscape(
  sky: readonly [string, string], sun: readonly [number, number, number, string] | null, layers: Layer[], extra?: Drawing,
): Drawing {
  return (w, h) => {
    const defs = verticalGradient('sky', sky[0], sky[1]) + (sun ? glowGradient('glow', sun[3]) : '');
    const unit = Math.min(w, h);
    let body = rect(0, 0, w, h, 'url(#sky)');
    if (sun) {
      const [x, y, r, color] = sun;
      body += circle(w * x, h * y, unit * r * 3, 'url(#glow)', opacity(0.6)) + circle(w * x, h * y, unit * r, color, LIT);
    }
    for (const layer of layers) {
      body += hills(w, h * layer.y, h * layer.amp, layer.waves, layer.phase, layer.fill, h);
    }
    return svgDoc(w, h, defs, body + (extra ? extra(w, h) : ''), NIGHT_GROUND);
  };
}

/** A flat ground with soft abstract blobs. Radii are fractions of half the canvas diagonal. */
function blobField(base: string, blobs: readonly BlobSpec[], seed: number, extra?: Drawing): Drawing {
  return (w, h) => {
    const half = Math.hypot(w, h) / 2;
    let body = rect(0, 0, w, h, base);
    blobs.forEach(([x, y, r, fill, alpha], i) => {
      body += blob(w * x, h * y, half * r, seed + i, fill, opacity(alpha));
    });
    return svgDoc(w, h, '', body + (extra ? extra(w, h) : ''), NIGHT_GROUND);
  };
}

/** Sparkles scattered over the upper part of the canvas. */
function sparkles(count: number, seed: number, fill: string, top = 0, bottom = 0.6): Drawing {
  return (w, h) => {
    const random = seededRandom(seed);
    let body = '';
    for (let i = 0; i < count; i++) {
      const size = Math.min(w, h) * (0.008 + random() * 0.014);
      body += sparkle(w * (0.05 + random() * 0.9), h * (top + random() * (bottom - top)), size, fill, `${opacity(0.8)}${LIT}`);
    }
    return body;
  };
}

export const drawDawn = landscape([P.cream, P.blush], [0.68, 0.5, 0.09, P.gold], [
  { y: 0.62, amp: 0.03, waves: 1.2, phase: 0.4, fill: P.lavender },
  { y: 0.72, amp: 0.035, waves: 1.6, phase: 2.1, fill: P.blushDeep },
  { y: 0.84, amp: 0.03, waves: 1.1, phase: 4.0, fill: P.sage },
]);

export const drawMeadow = landscape([P.sky, P.cream], [0.22, 0.26, 0.06, P.gold], [
  { y: 0.6, amp: 0.04, waves: 1.4, phase: 1.0, fill: P.sage },
  { y: 0.72, amp: 0.03, waves: 1.9, phase: 3.2, fill: P.sageDeep },
  { y: 0.86, amp: 0.025, waves: 1.3, phase: 0.2, fill: P.creamDeep },
]);

export const drawWinter = landscape([P.lavender, P.cream], [0.78, 0.24, 0.05, P.white], [
  { y: 0.64, amp: 0.035, waves: 1.3, phase: 2.4, fill: P.lavenderDeep },
  { y: 0.76, amp: 0.03, waves: 1.7, phase: 0.8, fill: P.white },
], sparkles(18, 7, P.goldDeep));

export const drawAlmost = landscape([P.gold, P.cream], [0.5, 0.58, 0.12, P.white], [
  { y: 0.8, amp: 0.025, waves: 1.2, phase: 1.7, fill: P.blush },
  { y: 0.9, amp: 0.02, waves: 1.5, phase: 3.9, fill: P.creamDeep },
], sparkles(14, 11, P.goldDeep, 0.05, 0.5));

export const drawSoft = blobField(P.cream, [
  [0.08, 0.12, 0.3, P.sage, 0.7],
  [0.94, 0.2, 0.22, P.blush, 0.8],
  [0.86, 0.92, 0.32, P.lavender, 0.7],
  [0.12, 0.95, 0.18, P.gold, 0.5],
], 21);

export const drawBlush = blobField(P.creamDeep, [
  [0.9, 0.08, 0.32, P.blush, 0.9],
  [0.05, 0.7, 0.28, P.blushDeep, 0.45],
  [0.7, 0.98, 0.2, P.gold, 0.5],
], 31);

export const drawPetals = blobField(P.cream, [
  [0.0, 0.05, 0.26, P.blush, 0.8],
  [1.0, 0.5, 0.24, P.lavender, 0.8],
  [0.2, 1.0, 0.24, P.sage, 0.7],
  [0.6, 0.02, 0.1, P.gold, 0.5],
  [0.36, 0.55, 0.05, P.blushDeep, 0.35],
  [0.84, 0.84, 0.06, P.blushDeep, 0.3],
], 41);

export const drawLavender = blobField(P.lavender, [
  [0.12, 0.18, 0.26, P.lavenderDeep, 0.5],
  [0.9, 0.86, 0.3, P.blush, 0.7],
  [0.78, 0.12, 0.14, P.cream, 0.8],
], 51);

export const drawMemory = blobField(P.blush, [
  [0.5, 0.45, 0.36, P.cream, 0.7],
  [0.1, 0.9, 0.22, P.lavender, 0.7],
  [0.92, 0.1, 0.18, P.gold, 0.5],
], 61, (w, h) => {
  const size = Math.min(w, h) * 0.12;
  return `<g opacity="0.5">${bottle(w * 0.16, h * 0.97, size, size * 1.6, P.blushDeep, P.goldDeep)}`
    + `${bottle(w * 0.86, h * 0.97, size * 0.8, size * 1.3, P.lavenderDeep, P.goldDeep)}</g>`;
});

export const drawResults = blobField(P.cream, [
  [0.5, 0.0, 0.34, P.gold, 0.45],
  [0.04, 0.6, 0.24, P.sage, 0.6],
  [0.96, 0.7, 0.26, P.blush, 0.8],
], 71, sparkles(12, 73, P.goldDeep, 0.05, 0.45));
