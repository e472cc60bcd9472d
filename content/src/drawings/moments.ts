/** Square "moment" cards (400x400) and the "scent is memory" interstitial (800x800). */
import {
  LIT, PALETTE as P, blob, bottle, card, circle, glowGradient, hills, opacity, path, rect, sparkle, stroke, svgDoc,
} from './svg.ts';

const S = 400;

export function drawQuietMorning(): string {
  return card(S, P.cream, P.creamDeep,
    rect(80, 50, 240, 220, P.sky, ' rx="10"')
    + path('M120 270a80 80 0 0 1 160 0Z', P.gold)
    + hills(240, 250, 8, 1, 0.5, P.sage, 270, ' transform="translate(80 0)"')
    + path('M200 50V270M80 160H320', 'none', stroke(P.white, 10))
    + rect(80, 50, 240, 220, 'none', ` rx="10"${stroke(P.white, 14)}`)
    + rect(40, 270, 320, 24, P.white, ' rx="6"')
    + rect(170, 212, 56, 58, P.blush, ' rx="10"')
    + path('M226 226a14 14 0 0 1 0 28', 'none', stroke(P.blushDeep, 7))
    + path('M186 200q-8-14 0-28M208 200q-8-14 0-28', 'none', stroke(P.cocoa, 3, 0.5)));
}

export function drawGoldenHour(): string {
  return svgDoc(S, S, glowGradient('sun', P.gold),
    rect(0, 0, S, S, P.blush)
    + circle(200, 250, 190, 'url(#sun)')
    + circle(200, 250, 56, P.white, `${opacity(0.9)}${LIT}`)
    + hills(S, 250, 16, 0.8, 2.5, P.gold, S)
    + hills(S, 300, 12, 1.1, 0.4, P.goldDeep, S, opacity(0.7))
    + hills(S, 350, 10, 1.4, 1.9, P.creamDeep, S)
    + path('M60 320q10-30 20-60M300 330q10-30 16-56', 'none', stroke(P.cocoa, 3, 0.5)));
}

export function drawStarlitNight(): string {
  return card(S, P.lavenderDeep, P.lavender,
    path('M270 70a70 70 0 1 0 60 110a56 56 0 1 1-60-110Z', P.cream, LIT)
    + sparkle(90, 80, 12, P.cream, LIT) + sparkle(150, 150, 7, P.cream, LIT) + sparkle(70, 210, 8, P.cream, LIT)
    + sparkle(220, 60, 6, P.gold, LIT) + sparkle(330, 240, 9, P.gold, LIT)
    + hills(S, 310, 14, 1.0, 1.3, P.lavenderDeep, S)
    + hills(S, 350, 10, 1.3, 3.3, P.blushDeep, S, opacity(0.6)));
}

/** "Scent is memory": a bottle with soft trails curling up into the air. */
export function drawScentStory(): string {
  const W = 800;
  return svgDoc(W, W, glowGradient('halo', P.gold),
    rect(0, 0, W, W, P.cream)
    + blob(400, 420, 300, 5, P.blush, opacity(0.8))
    + blob(620, 200, 120, 6, P.lavender, opacity(0.9))
    + blob(170, 640, 110, 7, P.sage, opacity(0.9))
    + circle(400, 470, 260, 'url(#halo)', opacity(0.6))
    + path('M400 330C330 280 470 230 400 170S330 80 420 40', 'none', stroke(P.lavenderDeep, 10, 0.8))
    + path('M440 340C520 300 440 250 520 200S600 150 580 100', 'none', stroke(P.blushDeep, 8, 0.7))
    + path('M360 340C290 310 330 250 260 220S210 160 240 120', 'none', stroke(P.sageDeep, 8, 0.7))
    + bottle(400, 640, 200, 300, P.blushDeep, P.goldDeep)
    + sparkle(250, 300, 16, P.goldDeep, LIT) + sparkle(560, 330, 12, P.goldDeep, LIT) + sparkle(610, 520, 18, P.goldDeep, LIT));
}
