/** Layout checks on the live page: reflow without sideways scrolling, motion under reduced motion. */
import type { Page } from 'playwright-core';

/**
 * What sticks out sideways: the page being wider than the viewport, or any visible element of the
 * quiz reaching past either edge. Empty when the screen reflows. (No named functions inside: tsx
 * would wrap them in a helper the page does not have.)
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport + 1) problems.push(`the page is ${pageWidth}px wide in a ${viewport}px viewport`);
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    for (const element of root?.querySelectorAll<HTMLElement>('*') ?? []) {
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || element.closest('.visually-hidden')) continue;
      if (rect.left < -1 || rect.right > viewport + 1) {
        const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        problems.push(`<${element.tagName.toLowerCase()}${classes}> spans ${Math.round(rect.left)}..${Math.round(rect.right)}px`);
      }
    }
    return problems.slice(0, 12);
  });
}

/** The quiz's animations that still move: running, lasting longer than an instant. */
export function movingAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    return (root?.getAnimations() ?? [])
      .filter((animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().duration ?? 0) > 0)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = 'animationName' in animation ? String((animation as CSSAnimation).animationName) : animation.constructor.name;
        return `${name} on <${target?.tagName.toLowerCase() ?? '?'}${target?.className ? `.${String(target.className).split(' ').join('.')}` : ''}>`;
      });
  });
}

/** Counts pointer, mouse and touch presses from the next page load on (a keyboard journey makes none). */
export async function countPointerPresses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const presses = { count: 0, types: [] as string[] };
    Object.defineProperty(window, '__fqPointerPresses', { value: presses });
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup']) {
      window.addEventListener(type, () => {
        presses.count += 1;
        presses.types.push(type);
      }, true);
    }
  });
}

export function pointerPresses(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __fqPointerPresses?: { types: string[] } }).__fqPointerPresses?.types ?? []);
}
