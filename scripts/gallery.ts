/**
 * `npm run gallery`: refreshes the question-screen pictures of `docs/gallery/` (docs/gallery/README.md) from
 * `screenshots/`, made first by `ONLY=step npm run screenshots` and `ONLY=step THEME=dark npm run screenshots`.
 * Needs ImageMagick (`montage`, `convert`). Contact sheets are PNG in 256 colours; single screens WebP.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SHOTS = join(ROOT, 'screenshots');
const GALLERY = join(ROOT, 'docs', 'gallery');

/** The quiz's own part of a 1280 × 900 capture (the demo's panel and footer left out). */
const DESKTOP_QUIZ = '920x860+0+0';

function shots(suffix: string): string[] {
  const pattern = new RegExp(`^(step-\\d\\d-[a-z]+|analysis)-${suffix}\\.png$`);
  const files = readdirSync(SHOTS).filter((name) => pattern.test(name)).sort((a, b) => (a.startsWith('analysis') ? 1 : b.startsWith('analysis') ? -1 : a.localeCompare(b)));
  if (files.length < 19) throw new Error(`only ${files.length} screens match ${suffix} in screenshots/: run npm run screenshots first`);
  return files.map((name) => join(SHOTS, name));
}

function sheet(files: string[], out: string, tile: string, columns: number, crop?: string): void {
  const inputs = crop ? files.map((file) => `${file}[${crop}]`) : files;
  const montage = execFileSync('montage', [...inputs, '-tile', `${columns}x`, '-geometry', `${tile}+6+6`, '-background', '#efe8df', 'png:-'], { maxBuffer: 256 * 2 ** 20 });
  // 256 colours without dithering: flat drawings and text stay crisp, and the file stays small.
  execFileSync('convert', ['png:-', '+dither', '-colors', '256', '-strip', '-define', 'png:compression-level=9', `PNG8:${join(GALLERY, out)}`], { input: montage });
  console.log(`saved docs/gallery/${out}`);
}

function single(file: string, out: string, crop?: string): void {
  const source = join(SHOTS, file);
  if (!existsSync(source)) throw new Error(`screenshots/${file} is missing`);
  execFileSync('convert', [source, ...(crop ? ['-crop', crop, '+repage'] : []), '-quality', '80', '-strip', join(GALLERY, out)]);
  console.log(`saved docs/gallery/${out}`);
}

for (const theme of ['', '-dark']) {
  sheet(shots(`375${theme}`), `quiz-screens-phone${theme || '-light'}.png`, '188x406', 10);
  sheet(shots(`1280${theme}`), `quiz-screens-desktop${theme || '-light'}.png`, '368x344', 5, DESKTOP_QUIZ);
}
single('step-10-floral-375.png', 'quiz-rating-grid-phone.webp');
single('step-05-travel-375.png', 'quiz-image-cards-phone.webp');
single('step-05-travel-1280-dark.png', 'quiz-dark-theme-desktop.webp', '1280x860+0+0');
single('step-02-age-1280.png', 'quiz-about-you-desktop.webp', '1280x860+0+0');
single('step-15-loyalty-1280.png', 'quiz-two-columns-desktop.webp', '1280x860+0+0');
