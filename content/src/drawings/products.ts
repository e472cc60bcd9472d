/** Product shots, rosette badges and "the difference" comparison. */
import {
  PALETTE as P, blob, bottle, circle, ellipse, glowGradient, opacity, path, rect, sparkle, stroke, svgDoc, vial,
} from './svg.ts';

/** A product looks the same in any theme: no night palette. */
const productDoc = (width: number, height: number, defs: string, body: string) => svgDoc(width, height, defs, body, null);

const LIQUIDS = [P.blushDeep, P.lavenderDeep, P.sageDeep, P.gold, P.apricot, P.seaDeep] as const;

function liquid(i: number): string {
  return LIQUIDS[i % LIQUIDS.length] ?? P.blush;
}

/** Four sample vials resting in a tray. */
function kit(cx: number, bottom: number, scale: number): string {
  let body = ellipse(cx, bottom + 14 * scale, 230 * scale, 30 * scale, P.cocoa, opacity(0.12))
    + rect(cx - 220 * scale, bottom - 60 * scale, 440 * scale, 80 * scale, P.creamDeep, ` rx="${18 * scale}"`);
  for (let i = 0; i < 4; i++) {
    body += vial(cx - 150 * scale + i * 100 * scale, bottom - 20 * scale, 54 * scale, 260 * scale, liquid(i), P.goldDeep);
  }
  return body + rect(cx - 220 * scale, bottom - 40 * scale, 440 * scale, 60 * scale, P.blush, ` rx="${18 * scale}"`);
}

export function drawDiscoveryKit(): string {
  return productDoc(800, 800, '', rect(0, 0, 800, 800, P.cream)
    + blob(400, 380, 300, 81, P.sage, opacity(0.6))
    + kit(400, 560, 1.2));
}

export function drawSignatureSampler(): string {
  let vials = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      vials += vial(200 + col * 100, 330 + row * 170, 44, 150, liquid(row * 5 + col), P.goldDeep);
    }
  }
  return productDoc(800, 800, '', rect(0, 0, 800, 800, P.blush)
    + blob(400, 420, 330, 91, P.cream, opacity(0.8))
    + ellipse(400, 700, 320, 34, P.cocoa, opacity(0.12))
    + rect(110, 170, 580, 540, P.white, ` rx="28"${stroke(P.goldDeep, 6, 0.6)}`)
    + vials
    + sparkle(680, 140, 22, P.goldDeep) + sparkle(130, 120, 14, P.goldDeep));
}

/** A scalloped rosette with an emblem in the middle. */
function rosette(fill: string, inner: string, emblem: string): string {
  let scallops = '';
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * Math.PI * 2;
    scallops += circle(120 + Math.cos(angle) * 92, 120 + Math.sin(angle) * 92, 22, fill);
  }
  return productDoc(240, 240, '', scallops + circle(120, 120, 94, fill) + circle(120, 120, 74, inner)
    + circle(120, 120, 66, 'none', stroke(fill, 3)) + emblem);
}

export function drawKitBadge(): string {
  return rosette(P.sageDeep, P.cream,
    path('M120 170C120 130 110 100 86 80C124 84 140 116 120 170Z', P.sageDeep)
    + path('M122 170C126 136 144 114 166 106C160 140 146 160 122 170Z', P.moss));
}

export function drawSamplerBadge(): string {
  return rosette(P.goldDeep, P.cream, sparkle(120, 120, 46, P.goldDeep) + sparkle(152, 86, 12, P.gold));
}

/** Guesswork (a crowd of unused bottles) beside a matched kit that glows. Adapts to orientation. */
export function drawDifference(w: number, h: number): string {
  const wide = w > h;
  const [ax, ay] = wide ? [w * 0.27, h * 0.5] : [w * 0.5, h * 0.27];
  const [bx, by] = wide ? [w * 0.73, h * 0.5] : [w * 0.5, h * 0.73];
  const unit = Math.min(w, h) * (wide ? 1 : 0.95);
  let crowd = '';
  const spots = [[-0.3, 0.18], [-0.1, 0.22], [0.12, 0.2], [0.3, 0.16], [-0.2, 0.02], [0.02, 0.04], [0.22, 0.0]] as const;
  spots.forEach(([dx, dy], i) => {
    crowd += bottle(ax + dx * unit, ay + dy * unit + unit * 0.1, unit * 0.11, unit * 0.2, i % 2 ? P.creamDeep : P.lavender, P.cocoa);
  });
  const divider = wide
    ? path(`M${w / 2} ${h * 0.2}V${h * 0.8}`, 'none', stroke(P.goldDeep, 3, 0.5))
    : path(`M${w * 0.2} ${h / 2}H${w * 0.8}`, 'none', stroke(P.goldDeep, 3, 0.5));
  return productDoc(w, h, glowGradient('match', P.gold),
    rect(0, 0, w, h, P.cream)
    + blob(ax, ay, unit * 0.36, 101, P.creamDeep, opacity(0.9))
    + `<g opacity="0.55">${crowd}</g>`
    + divider
    + circle(bx, by, unit * 0.42, 'url(#match)', opacity(0.7))
    + blob(bx, by, unit * 0.3, 103, P.blush, opacity(0.8))
    + kit(bx, by + unit * 0.16, unit / 800)
    + sparkle(bx + unit * 0.26, by - unit * 0.24, unit * 0.035, P.goldDeep)
    + sparkle(bx - unit * 0.28, by - unit * 0.18, unit * 0.025, P.goldDeep));
}
