/** Square travel-destination cards (400x400). */
import { LIT, PALETTE as P, card, circle, ellipse, hills, path, rect, stroke } from './svg.ts';

const S = 400;

export function drawBeach(): string {
  return card(S, P.sky, P.cream,
    circle(292, 118, 42, P.gold, LIT)
    + rect(0, 200, S, 80, P.sea)
    + path('M0 226Q50 214 100 226T200 226T300 226T400 226', 'none', stroke(P.white, 4, 0.8))
    + path('M20 254Q70 242 120 254T220 254T320 254T420 254', 'none', stroke(P.seaDeep, 3, 0.6))
    + hills(S, 288, 10, 0.8, 1.2, P.gold, S)
    + hills(S, 330, 8, 1.1, 3.0, P.creamDeep, S)
    + path('M120 322L138 196', 'none', stroke(P.cocoa, 5))
    + path('M78 206Q136 146 196 190Z', P.blushDeep)
    + ellipse(180, 352, 38, 10, P.blush));
}

export function drawMountains(): string {
  return card(S, P.lavender, P.cream,
    circle(92, 96, 28, P.white, LIT)
    + path('M-20 300L120 110L260 300Z', P.lavenderDeep)
    + path('M120 110L146 146L130 140L112 152L96 144Z', P.white)
    + path('M140 300L280 84L420 300Z', P.sageDeep)
    + path('M280 84L310 130L292 124L274 138L254 126Z', P.white)
    + hills(S, 300, 14, 1.2, 0.5, P.sage, S)
    + hills(S, 348, 10, 1.5, 2.4, P.creamDeep, S));
}

export function drawCity(): string {
  const towers: Array<readonly [number, number, number, string]> = [
    [24, 190, 60, P.lavenderDeep], [92, 130, 56, P.lavender], [156, 170, 70, P.blushDeep],
    [234, 104, 58, P.lavenderDeep], [300, 160, 76, P.lavender],
  ];
  let body = circle(300, 96, 40, P.gold, LIT);
  for (const [x, top, w, fill] of towers) {
    body += rect(x, top, w, S - top, fill, ' rx="4"');
    for (let y = top + 18; y < 330; y += 30) {
      body += rect(x + 12, y, 10, 12, P.cream, ` opacity="0.8"${LIT}`) + rect(x + w - 22, y, 10, 12, P.cream, ` opacity="0.8"${LIT}`);
    }
  }
  return card(S, P.blush, P.cream, body + rect(0, 340, S, 60, P.creamDeep));
}

export function drawCountryside(): string {
  const tree = (x: number, y: number, r: number): string =>
    rect(x - 4, y, 8, r * 1.3, P.cocoa) + circle(x, y, r, P.moss);
  return card(S, P.sky, P.cream,
    circle(96, 92, 30, P.gold, LIT)
    + hills(S, 230, 22, 0.9, 0.3, P.sage, S)
    + tree(286, 214, 26) + tree(330, 226, 18)
    + hills(S, 292, 18, 1.1, 2.6, P.sageDeep, S)
    + path('M20 350L380 330M40 320V370M120 316V364M200 312V358M280 308V352M360 304V346', 'none', stroke(P.cream, 5))
    + hills(S, 366, 8, 1.4, 1.0, P.creamDeep, S));
}

export function drawDesert(): string {
  const cactus = `M150 318V236a12 12 0 0 1 24 0V318Z`
    + 'M150 276H136a10 10 0 0 1-10-10V248a7 7 0 0 1 14 0V262H150Z'
    + 'M174 290H186a10 10 0 0 0 10-10V262a7 7 0 0 0-14 0V276H174Z';
  return card(S, P.gold, P.cream,
    circle(268, 132, 58, P.blush, LIT)
    + hills(S, 250, 20, 0.7, 3.6, P.goldDeep, S, ' opacity="0.55"')
    + hills(S, 290, 16, 0.9, 1.2, P.gold, S)
    + path(cactus, P.sageDeep)
    + hills(S, 330, 12, 1.1, 4.2, P.creamDeep, S));
}

export function drawForest(): string {
  const pine = (x: number, base: number, h: number, fill: string): string => {
    const w = h * 0.42;
    return rect(x - 4, base - 8, 8, 18, P.cocoa)
      + path(`M${x} ${base - h}L${x + w * 0.7} ${base - h * 0.45}H${x - w * 0.7}Z`, fill)
      + path(`M${x} ${base - h * 0.7}L${x + w} ${base}H${x - w}Z`, fill);
  };
  return card(S, P.sage, P.cream,
    pine(60, 260, 150, P.sageDeep) + pine(330, 250, 170, P.sageDeep)
    + pine(130, 300, 190, P.moss) + pine(250, 310, 200, P.moss) + pine(190, 330, 150, P.sageDeep)
    + hills(S, 330, 10, 1.2, 0.7, P.sage, S)
    + ellipse(100, 360, 30, 8, P.blushDeep, ' opacity="0.6"'));
}
