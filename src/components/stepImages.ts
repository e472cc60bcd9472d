/** Which image a step shows, and the images of the next step to preload (docs/behaviour.md "Step screen"). */
import { afterNextPaint } from '../core/after-paint.ts';
import type { ImageRef, Step } from '../core/types.ts';

export function backgroundUrl(step: Step, narrow: boolean): string | undefined {
  const mobile = step.backgroundMobile?.url ?? step.backgroundMobileUrl;
  const desktop = step.background?.url ?? step.backgroundUrl;
  return narrow && mobile ? mobile : desktop;
}

/** The question's image: `imageUrl` (with the image object's alt text, if any), else `image`. */
export function stepImage(step: Step): ImageRef | undefined {
  if (step.imageUrl && step.imageUrl !== step.image?.url) return { url: step.imageUrl, altText: step.image?.altText ?? '' };
  return step.image;
}

export function imagesToPreload(step: Step | undefined): string[] {
  if (!step) return [];
  const urls = [
    step.background?.url, step.backgroundUrl, step.backgroundMobile?.url, step.backgroundMobileUrl,
    step.image?.url, step.imageUrl, ...step.items.map((item) => item.image?.url),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

const preloaded = new Set<string>();

/** Starts loading `urls` once the current step has painted (src/core/after-paint.ts). */
export function preload(urls: string[]): void {
  const fresh = urls.filter((url) => !preloaded.has(url));
  for (const url of fresh) preloaded.add(url);
  if (fresh.length === 0) return;
  afterNextPaint(() => {
    for (const url of fresh) {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
    }
  });
}
