/** Square "smells you enjoy" cards (400x400). */
import {
  LIT, PALETTE as P, card, circle, drop, ellipse, hills, path, rect, rotate, sparkle, stroke,
} from './svg.ts';

const S = 400;

export function drawLaundry(): string {
  const cloth = (x: number, w: number, h: number, fill: string, tilt: number): string =>
    rect(x, 124, w, h, fill, ` rx="8"${rotate(tilt, x + w / 2, 124)}`) + rect(x + w / 2 - 4, 112, 8, 20, P.cocoa, ' rx="2"');
  return card(S, P.sky, P.cream,
    path('M0 100Q200 150 400 100', 'none', stroke(P.cocoa, 3, 0.7))
    + cloth(40, 80, 120, P.blush, -3) + cloth(140, 70, 150, P.white, 2)
    + cloth(226, 90, 110, P.lavender, -2) + cloth(330, 60, 130, P.sage, 3)
    + hills(S, 340, 8, 1.2, 0.4, P.sage, S));
}

export function drawCampfire(): string {
  return card(S, P.lavenderDeep, P.lavender,
    sparkle(70, 70, 10, P.cream, LIT) + sparkle(320, 56, 8, P.cream, LIT) + sparkle(250, 110, 6, P.cream, LIT) + sparkle(120, 140, 5, P.cream, LIT)
    + ellipse(200, 330, 150, 26, P.creamDeep)
    + drop(200, 272, 54, P.gold) + drop(170, 290, 32, P.apricot) + drop(232, 288, 34, P.blushDeep) + drop(200, 292, 24, P.cream, LIT)
    + rect(110, 300, 180, 26, P.cocoa, ` rx="13"${rotate(12, 200, 313)}`)
    + rect(110, 300, 180, 26, P.cocoa, ` rx="13"${rotate(-12, 200, 313)}`));
}

export function drawRain(): string {
  let drops = '';
  for (const [x, y] of [[90, 190], [150, 230], [210, 180], [270, 226], [320, 186], [120, 270], [250, 276]] as const) {
    drops += drop(x, y, 8, P.seaDeep);
  }
  return card(S, P.sky, P.lavender,
    ellipse(150, 110, 80, 46, P.white) + ellipse(240, 100, 90, 60, P.white) + ellipse(300, 126, 60, 36, P.white)
    + drops
    + rect(0, 312, S, 88, P.lavenderDeep, ' opacity="0.5"')
    + ellipse(200, 352, 110, 18, P.sea)
    + ellipse(200, 352, 60, 9, 'none', stroke(P.white, 3, 0.8)));
}

export function drawGrass(): string {
  let blades = '';
  for (let i = 0; i < 26; i++) {
    const x = 8 + i * 15.2;
    const h = 120 + ((i * 37) % 90);
    const lean = ((i * 53) % 40) - 20;
    blades += path(`M${x - 5} 400Q${x} ${400 - h * 0.6} ${x + lean} ${400 - h}Q${x + 4} ${400 - h * 0.5} ${x + 6} 400Z`,
      i % 3 === 0 ? P.moss : P.sageDeep);
  }
  return card(S, P.cream, P.sage,
    circle(310, 90, 34, P.gold, LIT)
    + path('M70 170l14-8M110 150l10 6M150 180l12-4', 'none', stroke(P.sageDeep, 4))
    + blades);
}

export function drawBakery(): string {
  const loaf = 'M90 290C80 210 150 170 200 170S320 210 310 290Z';
  return card(S, P.creamDeep, P.cream,
    path('M150 150q-16-26 0-52t0-52M200 140q-16-26 0-52t0-52M250 150q-16-26 0-52t0-52', 'none', stroke(P.white, 6, 0.9))
    + ellipse(200, 300, 160, 26, P.white)
    + path(loaf, P.gold)
    + path('M140 250q20-40 40-50M190 250q20-40 40-50M240 250q20-40 40-50', 'none', stroke(P.goldDeep, 7))
    + rect(90, 284, 220, 12, P.goldDeep, ' rx="6" opacity="0.6"'));
}

export function drawSeaBreeze(): string {
  const gull = (x: number, y: number, w: number): string =>
    path(`M${x - w} ${y}Q${x - w / 2} ${y - w * 0.6} ${x} ${y}Q${x + w / 2} ${y - w * 0.6} ${x + w} ${y}`, 'none', stroke(P.cocoa, 3));
  return card(S, P.sky, P.cream,
    gull(120, 100, 22) + gull(180, 80, 16) + gull(300, 120, 18)
    + path('M240 250V150L300 250Z', P.white) + path('M230 256H310L296 272H244Z', P.blushDeep)
    + hills(S, 270, 10, 2.2, 0.0, P.sea, S)
    + hills(S, 310, 9, 2.6, 1.4, P.seaDeep, S, ' opacity="0.7"')
    + hills(S, 352, 8, 3.0, 2.8, P.white, S, ' opacity="0.7"'));
}

export function drawRoseGarden(): string {
  const rose = (x: number, y: number, r: number, fill: string): string =>
    ellipse(x - r, y + r * 0.9, r * 0.7, r * 0.32, P.sageDeep, rotate(-30, x - r, y + r * 0.9))
    + circle(x, y, r, fill)
    + path(`M${x} ${y}m-${r * 0.2} 0a${r * 0.2} ${r * 0.2} 0 1 1 ${r * 0.4} 0a${r * 0.45} ${r * 0.45} 0 1 1-${r * 0.9} 0`
      + `a${r * 0.7} ${r * 0.7} 0 1 1 ${r * 1.4} 0`, 'none', stroke(P.rose, r * 0.08));
  return card(S, P.sage, P.cream,
    hills(S, 300, 14, 1.2, 0.8, P.sageDeep, S)
    + rose(110, 220, 46, P.blush) + rose(270, 190, 56, P.blushDeep) + rose(200, 300, 40, P.blush) + rose(340, 320, 32, P.blushDeep)
    + rose(60, 330, 30, P.blushDeep));
}

export function drawOrangeGrove(): string {
  const tree = (x: number, y: number, r: number): string => {
    let fruit = '';
    for (const [dx, dy] of [[-0.5, -0.1], [0.2, -0.45], [0.45, 0.2], [-0.15, 0.4], [0.1, 0.05]] as const) {
      fruit += circle(x + dx * r, y + dy * r, r * 0.13, P.apricot);
    }
    return rect(x - 8, y, 16, r * 1.3, P.cocoa, ' rx="4"') + circle(x, y, r, P.moss) + fruit;
  };
  return card(S, P.sky, P.cream,
    hills(S, 290, 12, 1.0, 2.0, P.sage, S) + tree(110, 200, 80) + tree(300, 220, 64)
    + hills(S, 350, 10, 1.3, 0.6, P.creamDeep, S));
}
