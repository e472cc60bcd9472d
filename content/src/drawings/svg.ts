/** SVG primitives shared by every drawing: palette, shapes, smooth paths. */
import { seededRandom } from '../../../contract/seeded-random.ts';

export const PALETTE = {
  cream: '#FBF6EE',
  creamDeep: '#F2E7D6',
  blush: '#F4D8D3',
  blushDeep: '#E6B7B0',
  rose: '#D99C98',
  sage: '#D3DFCB',
  sageDeep: '#A7BFA0',
  moss: '#7F9C7A',
  lavender: '#E2DAF0',
  lavenderDeep: '#BFB0DD',
  gold: '#EBD3A2',
  goldDeep: '#CDA862',
  sky: '#E3ECF1',
  sea: '#B9D3DE',
  seaDeep: '#8FB5C6',
  apricot: '#F3BC8C',
  cocoa: '#9C8479',
  white: '#FFFFFF',
} as const;

type PaletteName = keyof typeof PALETTE;

/**
 * The drawings at night (docs/design.md "Tokens"): a drawing follows the `color-scheme` of the `<img>`
 * showing it (a dark theme's token), so each palette colour has a night tone, same hue. Pictures (answer
 * cards, interstitials) keep their lights luminous; grounds (step backgrounds, under text) stay dark enough
 * for the theme's light text anywhere on them. A shape drawn with `LIT` (suns, moons, stars, lit windows)
 * takes the night's `lit` tone instead of its colour's.
 */
interface NightPalette { colors: Record<PaletteName, string>; lit: string }

export const NIGHT_PICTURE: NightPalette = {
  colors: {
    cream: '#221C1A', creamDeep: '#302824', blush: '#3F2A2E', blushDeep: '#8A5A5E', rose: '#B07A7C',
    sage: '#2A352D', sageDeep: '#4A5E4A', moss: '#6C8A66', lavender: '#2C2738', lavenderDeep: '#5A4C78',
    gold: '#8A6F45', goldDeep: '#C9A66B', sky: '#1E2530', sea: '#34505E', seaDeep: '#5A8296',
    apricot: '#C88A5A', cocoa: '#9C8479', white: '#D9CFC4',
  },
  lit: '#EBD9B4',
};

export const NIGHT_GROUND: NightPalette = {
  colors: {
    cream: '#1E1918', creamDeep: '#251E1C', blush: '#33232A', blushDeep: '#432C33', rose: '#553840',
    sage: '#1F2822', sageDeep: '#2B372D', moss: '#3A4A38', lavender: '#241F2E', lavenderDeep: '#342B45',
    gold: '#3A2F22', goldDeep: '#6E5A3A', sky: '#1A2029', sea: '#223039', seaDeep: '#2D4250',
    apricot: '#4A3024', cocoa: '#4A3F3A', white: '#2E2A33',
  },
  lit: '#6E5A3A',
};

/** Marks a filled shape as a light of the drawing (kept luminous at night). */
export const LIT = ' class="lit"';

/** The night palette as a stylesheet for the palette colours `markup` uses; attribute selectors, no ids. */
function nightStyle(markup: string, night: NightPalette): string {
  let rules = '';
  for (const [name, day] of Object.entries(PALETTE) as Array<[PaletteName, string]>) {
    for (const property of ['fill', 'stroke', 'stop-color']) {
      if (markup.includes(`${property}="${day}"`)) rules += `[${property}="${day}"]{${property}:${night.colors[name]}}`;
    }
  }
  if (markup.includes(LIT)) rules += `.lit{fill:${night.lit}}`;
  return rules ? `<style>@media (prefers-color-scheme:dark){${rules}}</style>` : '';
}

/** Rounds to one decimal: keeps files small and output stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** `night`: the palette at night, or null for a drawing that looks the same in any theme (a product's picture). */
export function svgDoc(width: number, height: number, defs: string, body: string, night: NightPalette | null = NIGHT_PICTURE): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  const style = night ? nightStyle(defs + body, night) : '';
  const markup = `${head}${style}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
  // Safety net for hand-written arithmetic in drawings: no long floating-point tails.
  return markup.replace(/\d+\.\d{3,}/g, (value) => n(Number(value)));
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function stroke(color: string, width: number, opacity = 1): string {
  const alpha = opacity < 1 ? ` stroke-opacity="${opacity}"` : '';
  return ` stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${alpha}`;
}

export function opacity(value: number): string {
  return ` opacity="${value}"`;
}

/** A vertical linear gradient from `top` to `bottom`. */
export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">`
    + `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A soft glow: `color` fading to transparent. */
export function glowGradient(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}"/>`
    + `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

type Point = readonly [number, number];

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smoothSegments(points: readonly Point[], closed: boolean): string {
  const count = points.length;
  const at = (i: number): Point => {
    const index = closed ? (i + count) % count : Math.min(Math.max(i, 0), count - 1);
    return points[index] ?? [0, 0];
  };
  let d = '';
  const last = closed ? count : count - 1;
  for (let i = 0; i < last; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(x2)} ${n(y2)}`;
  }
  return d;
}

/** An organic closed blob around (cx, cy). */
export function blob(cx: number, cy: number, r: number, seed: number, fill: string, extra = ''): string {
  const random = seededRandom(seed);
  const count = 7;
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    const radius = r * (0.82 + random() * 0.36);
    points.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  const [x, y] = points[0] ?? [cx, cy];
  return path(`M${n(x)} ${n(y)}${smoothSegments(points, true)}Z`, fill, extra);
}

/** A band of rolling hills: a wavy top edge at `baseY` (± `amp`), filled down to `bottom`. */
export function hills(
  width: number, baseY: number, amp: number, waves: number, phase: number, fill: string, bottom: number, extra = '',
): string {
  const steps = Math.max(4, Math.round(waves * 4));
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps;
    points.push([x, baseY + amp * Math.sin(phase + (i / steps) * waves * Math.PI * 2)]);
  }
  const [x0, y0] = points[0] ?? [0, baseY];
  return path(`M${n(x0)} ${n(y0)}${smoothSegments(points, false)}L${n(width)} ${n(bottom)}L0 ${n(bottom)}Z`, fill, extra);
}

/** A four-pointed sparkle. */
export function sparkle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  const s = r * 0.22;
  const d = `M${n(cx)} ${n(cy - r)}Q${n(cx + s)} ${n(cy - s)} ${n(cx + r)} ${n(cy)}`
    + `Q${n(cx + s)} ${n(cy + s)} ${n(cx)} ${n(cy + r)}Q${n(cx - s)} ${n(cy + s)} ${n(cx - r)} ${n(cy)}`
    + `Q${n(cx - s)} ${n(cy - s)} ${n(cx)} ${n(cy - r)}Z`;
  return path(d, fill, extra);
}

/** A perfume bottle standing on (cx, bottom): rounded body, neck and cap, with a soft shine. */
export function bottle(cx: number, bottom: number, w: number, h: number, body: string, cap: string): string {
  const bodyH = h * 0.68;
  const neckW = w * 0.26;
  const neckH = h * 0.08;
  const capW = w * 0.42;
  const capH = h * 0.24;
  const top = bottom - bodyH;
  return rect(cx - w / 2, top, w, bodyH, body, ` rx="${n(w * 0.16)}"`)
    + rect(cx - w * 0.34, top + bodyH * 0.12, w * 0.1, bodyH * 0.62, PALETTE.white, ` rx="${n(w * 0.05)}" opacity="0.45"`)
    + rect(cx - neckW / 2, top - neckH, neckW, neckH + 1, body, opacity(0.85))
    + rect(cx - capW / 2, top - neckH - capH, capW, capH, cap, ` rx="${n(capW * 0.18)}"`);
}

/** A slim sample vial standing on (cx, bottom), partly filled. */
export function vial(cx: number, bottom: number, w: number, h: number, liquid: string, cap: string): string {
  const glassH = h * 0.8;
  const top = bottom - glassH;
  return rect(cx - w / 2, top, w, glassH, PALETTE.white, ` rx="${n(w / 2)}" opacity="0.85"${stroke(PALETTE.cocoa, w * 0.06, 0.35)}`)
    + rect(cx - w / 2 + w * 0.12, top + glassH * 0.35, w * 0.76, glassH * 0.6, liquid, ` rx="${n(w * 0.38)}"`)
    + rect(cx - w * 0.58, top - h * 0.2, w * 1.16, h * 0.22, cap, ` rx="${n(w * 0.2)}"`);
}

/** A square card of `size` with a vertical gradient ground. */
export function card(size: number, top: string, bottom: string, body: string): string {
  return svgDoc(size, size, verticalGradient('ground', top, bottom), rect(0, 0, size, size, 'url(#ground)') + body);
}

/** A teardrop pointing up, its round end centred on (cx, cy). */
export function drop(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  const d = `M${n(cx)} ${n(cy - r * 2.2)}C${n(cx + r * 0.4)} ${n(cy - r * 1.2)} ${n(cx + r)} ${n(cy - r * 0.6)} ${n(cx + r)} ${n(cy)}`
    + `A${n(r)} ${n(r)} 0 0 1 ${n(cx - r)} ${n(cy)}C${n(cx - r)} ${n(cy - r * 0.6)} ${n(cx - r * 0.4)} ${n(cy - r * 1.2)} ${n(cx)} ${n(cy - r * 2.2)}Z`;
  return path(d, fill, extra);
}

/** Rotation attribute around a point. */
export function rotate(angle: number, cx: number, cy: number): string {
  return ` transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"`;
}
