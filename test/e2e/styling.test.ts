/**
 * The element on hostile and themed host pages (docs/design.md):
 * - a theme's global CSS (a 62.5 % root font size, uppercase italic letter-spaced body text,
 *   `button{all:unset}`) changes nothing inside the quiz: heading, options and navigation measure the
 *   same as on a clean page;
 * - the demo's dark theme, set through the `--fq-*` tokens only, passes axe (colour contrast
 *   included) on every step type and on the recommendation pages, on a desktop and on a phone;
 * - in the dark theme every step picture (background, answer cards, interstitial image) shows in its night
 *   tones, not as the light drawing: measured on the rendered screen, light theme beside it.
 * Run after `npm run build`: `npx tsx --test test/e2e/styling.test.ts`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { AxeReport } from './axe.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { STEP_TYPE_REGISTRY } from '../../contract/step-types.ts';
import { HOSTILE_CSS } from './hostile-css.ts';
import { eachScreen, loadAllImages, RECOMMENDATION_SCREENS, STEP_SCREENS, type Screen } from './screens.ts';
import { withProductAndBrowser } from './suite.ts';

const SUITE = { timeout: 600_000 };

/** One of each step type the shopper can land on (landing steps are never shown), and the interstitials. */
const STEP_TYPES = Object.keys(STEP_TYPE_REGISTRY).filter((type) => type !== 'landing');
const SAMPLE_STEPS = STEP_TYPES.map((type) => STEP_SCREENS.find((screen) => screen.type === type))
  .filter((screen): screen is Screen => screen !== undefined);

const PROPERTIES = ['font-size', 'line-height', 'letter-spacing', 'word-spacing', 'text-transform', 'font-style', 'font-weight',
  'font-family', 'text-align', 'text-shadow', 'cursor', 'color', 'text-indent', 'font-variant-caps'] as const;

/** Computed text styles of the step's heading, options and navigation, keyed by what they are. */
function textStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((properties) => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    const targets: Record<string, Element | null | undefined> = {
      heading: root?.querySelector('[part="heading"]'),
      'sub-heading': root?.querySelector('[part="sub-heading"]'),
      option: root?.querySelector('.choice-text'),
      'range label': root?.querySelector('.range-labels span'),
      dropdown: root?.querySelector('.dropdown-trigger'),
      'search box': root?.querySelector('.picker input'),
      next: root?.querySelector('[part="next"]'),
      back: root?.querySelector('[part="back"]'),
      'step count': root?.querySelector('.nav-count'),
    };
    const styles: Record<string, Record<string, string>> = {};
    for (const [name, element] of Object.entries(targets)) {
      if (!element) continue;
      const computed = getComputedStyle(element);
      styles[name] = Object.fromEntries(properties.map((property) => [property, computed.getPropertyValue(property)]));
    }
    return styles;
  }, [...PROPERTIES]);
}

/** The pictures of a step screen, as a shopper sees them (the text over a background hidden while measured). */
const PICTURES = '.step-background, .choice-image img, img.choice-image, .interstitial-image, .cta-step img';

/**
 * The mean relative luminance (0 black … 1 white) of each picture on the screen, from a screenshot of it
 * decoded by the page itself: what the shopper sees, whatever made it so.
 */
async function pictureLuminance(page: Page): Promise<Array<{ picture: string; luminance: number }>> {
  // The background's picture comes a frame after the text (src/stores/decorations.ts); the clock is frozen.
  await page.clock.runFor(100);
  await page.locator('fragrance-quiz .step-background').waitFor();
  await loadAllImages(page);
  const hideText = (hidden: boolean) => page.evaluate((hide) => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    if (!root) return;
    const kept = root.adoptedStyleSheets.filter((sheet) => !(sheet as CSSStyleSheet & { fqHidesText?: boolean }).fqHidesText);
    if (!hide) {
      root.adoptedStyleSheets = kept;
      return;
    }
    const sheet = Object.assign(new CSSStyleSheet(), { fqHidesText: true });
    sheet.replaceSync('.step-section, .nav-bar { visibility: hidden !important; } img { visibility: visible !important; }');
    root.adoptedStyleSheets = [...kept, sheet];
  }, hidden);
  await hideText(true);
  const pictures = page.locator(`fragrance-quiz :is(${PICTURES})`);
  const measured: Array<{ picture: string; luminance: number }> = [];
  for (const picture of await pictures.all()) {
    // Measured without Playwright's actionability checks: they wait for animation frames, which the frozen clock holds.
    const box = await picture.evaluate((element) => {
      element.scrollIntoView({ block: 'nearest' });
      const { x, y, width, height } = element.getBoundingClientRect();
      const top = Math.max(y, 0);
      return { x: Math.max(x, 0), y: top, width: Math.min(width, innerWidth - Math.max(x, 0)), height: Math.min(y + height, innerHeight) - top };
    });
    if (box.width < 8 || box.height < 8) continue;
    // At CSS pixels: the mean luminance of a picture is the same, with a quarter of the phone's pixels to encode and sum.
    const shot = await page.screenshot({ clip: box, animations: 'disabled', scale: 'css' });
    const luminance = await page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      // sRGB to linear light per channel value (no named function: the page has no `__name` helper).
      const linear = Array.from({ length: 256 }, (_, value) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4));
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += 0.2126 * linear[data[i]!]! + 0.7152 * linear[data[i + 1]!]! + 0.0722 * linear[data[i + 2]!]!;
      return sum / (data.length / 4);
    }, shot.toString('base64'));
    const what = await picture.evaluate((element) => `${element.className || element.parentElement?.className} ${(element.getAttribute('src') ?? '').slice(0, 60)}`);
    measured.push({ picture: what, luminance });
  }
  // The page goes on to the next screen: its text shows again.
  await hideText(false);
  return measured;
}

describe('styling on host pages', () => {
  const started = withProductAndBrowser();

  const baseUrl = () => started.product().url;

  it('a hostile theme stylesheet changes no text style inside the quiz', SUITE, async () => {
    const expected = new Map<string, Record<string, Record<string, string>>>();
    await eachScreen(started.browser(), baseUrl(), PHONE, SAMPLE_STEPS, async (page, screen) => {
      expected.set(screen.label, await textStyles(page));
    });
    // The theme's CSS arrives in the page's own stylesheet (same origin, as a store theme's would).
    const hostile = async (context: BrowserContext) => {
      await context.route('**/demo.css', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\n${HOSTILE_CSS}` });
      });
    };
    const differences: string[] = [];
    await eachScreen(started.browser(), baseUrl(), { ...PHONE, prepare: hostile }, SAMPLE_STEPS, async (page, screen) => {
      const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      assert.equal(rootSize, '10px', 'the hostile stylesheet is in force on the host page');
      const clean = expected.get(screen.label) ?? {};
      assert.ok(Object.keys(clean).includes('heading') && Object.keys(clean).includes('next'), `${screen.label}: heading and Next measured`);
      const actual = await textStyles(page);
      for (const [name, properties] of Object.entries(clean)) {
        for (const [property, value] of Object.entries(properties)) {
          const got = actual[name]?.[property];
          if (got !== value) differences.push(`${screen.label} ${name} ${property}: ${got} instead of ${value}`);
        }
      }
    });
    assert.equal(expected.size, SAMPLE_STEPS.length, 'every sample step measured on the clean page');
    assert.deepEqual(differences, [], `the host page's CSS leaked into the quiz:\n${differences.join('\n')}`);
  });

  for (const [size, options] of [['desktop', DESKTOP], ['phone', PHONE]] as Array<[string, BrowserContextOptions]>) {
    it(`the dark theme passes axe, colour contrast included, on every step type and the recommendation pages (${size})`, SUITE, async () => {
      const report = new AxeReport();
      await eachScreen(started.browser(), baseUrl(), { ...options, theme: 'dark' }, [...SAMPLE_STEPS, ...RECOMMENDATION_SCREENS], async (page, screen) => {
        const scheme = await page.evaluate(() => getComputedStyle(document.querySelector('fragrance-quiz') as Element).colorScheme);
        assert.equal(scheme, 'dark', `${screen.label}: the dark theme is on`);
        await report.check(page, `${screen.label} (dark, ${size})`);
      });
      assert.ok(report.checked >= SAMPLE_STEPS.length + RECOMMENDATION_SCREENS.length);
      report.assertClean();
    });
  }

  it('the dark theme shows every step picture in its night tones, not the light drawing (phone)', SUITE, async () => {
    const problems: string[] = [];
    let pictures = 0;
    for (const theme of ['light', 'dark'] as const) {
      await eachScreen(started.browser(), baseUrl(), { ...PHONE, theme }, STEP_SCREENS, async (page, screen) => {
        for (const { picture, luminance } of await pictureLuminance(page)) {
          pictures += 1;
          // The light drawings are pale pastels (≈ 0.6–0.9); their night tones are deep (≈ 0.02–0.15).
          if (theme === 'dark' && luminance > 0.25) problems.push(`${screen.label} dark: ${picture} is light (luminance ${luminance.toFixed(2)})`);
          if (theme === 'light' && luminance < 0.4) problems.push(`${screen.label} light: ${picture} is dark (luminance ${luminance.toFixed(2)})`);
        }
      });
    }
    assert.ok(pictures >= 2 * STEP_SCREENS.length, `every screen's pictures measured (${pictures})`);
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
