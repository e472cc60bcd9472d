import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { SEARCH_DEBOUNCE_MS } from '../../src/core/constants.ts';
import type { Fragrance } from '../../src/core/types.ts';
import { $answers } from '../../src/stores/answers.ts';
import { holdTimers, nextFrame } from '../support/clock.ts';
import {
  STEP_ID, catalogueReady, clearAndType, dropdown, interceptCatalogue, mountPicker, optionNames, options, resetPicker, selectedIds,
  statusText, type, waitForOptions,
} from './picker-fixtures.ts';

function center(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
}

/** Searches and clicks the option whose name is exactly `name`. */
async function choose(root: ShadowRoot, input: HTMLInputElement, query: string, name: string): Promise<void> {
  await clearAndType(input, query);
  await waitForOptions(root, (names) => names.includes(name), name);
  const option = options(root).find((each) => each.querySelector('.picker-name')?.textContent === name);
  option?.click();
}

describe('perfume picker', () => {
  beforeEach(resetPicker);

  it('searches after the 300 ms debounce, accent-insensitively, and shows image, name, brand and family', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    expect(input.placeholder).to.equal('Search for a perfume');
    const debounce = holdTimers([SEARCH_DEBOUNCE_MS]);
    try {
      input.focus();
      await sendKeys({ type: 'chloe' });
      await waitUntil(() => debounce.pending() === 1, 'the search waits for the debounce');
      await nextFrame();
      expect(options(root)).to.have.length(0, 'nothing before the debounce');
      debounce.release();
    } finally {
      debounce.restore();
    }
    await waitForOptions(root);
    const first = options(root)[0] as HTMLElement;
    expect(first.querySelector('.picker-name')?.textContent, 'the most voted name starting with "chloe"').to.equal('Chloe Eau de Parfum');
    expect(first.querySelector('.picker-brand')?.textContent).to.equal('Chloé');
    expect(first.querySelector('.picker-family')?.textContent).to.match(/^\w+(, [\w ]+)?$/);
    expect(first.querySelector('svg.bottle'), 'a bottle drawing for an item without image').to.not.equal(null);
    expect(optionNames(root).every((name) => /chlo[eé]/i.test(name))).to.equal(true);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
  });

  it('ranks name matches before brand-only matches', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await type(input, 'katy perry');
    const rows = await waitForOptions(root);
    expect(rows[0]?.getAttribute('aria-setsize')).to.equal('10');
    const names = optionNames(root);
    expect(names.slice(0, 4).every((name) => name.startsWith("Katy Perry's"))).to.equal(true, names.join(' | '));
    expect(names[4], 'then the brand\'s most voted perfume').to.equal('Purr');
    expect(rows[4]?.querySelector('.picker-brand')?.textContent).to.equal('Katy Perry');
  });

  it('ranks the popular perfumes first: "chanel" lists a Chanel No 5 in the first 3', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await type(input, 'chanel');
    await waitForOptions(root);
    const top = optionNames(root).slice(0, 3);
    expect(top.some((name) => /^Chanel No 5\b/.test(name)), top.join(' | ')).to.equal(true);
  });

  it('tints each bottle by the perfume\'s family: not one colour for all', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await type(input, 'dior');
    await waitForOptions(root, (names) => names.length >= 3);
    const tints = options(root).map((row) => row.querySelector('svg.bottle [data-part="glass"]')?.getAttribute('fill'));
    expect(tints.every((tint) => /^#[0-9a-f]{6}$/i.test(tint ?? '')), tints.join(' ')).to.equal(true);
    expect(new Set(tints).size, tints.join(' ')).to.be.above(1);
  });

  it('renders only the rows in view, with their position in the whole list', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await type(input, 'a');
    const rows = await waitForOptions(root);
    expect(rows[0]?.getAttribute('aria-setsize')).to.equal('1000', 'the best 1,000 of several thousand matches');
    expect(root.querySelector('.picker-status')?.textContent).to.contain('Showing the first 1,000 matches');
    expect(rows.length).to.be.at.most(8);
    expect(rows.map((row) => row.getAttribute('aria-posinset'))).to.deep.equal(rows.map((_, i) => String(i + 1)));
    const list = root.querySelector('[role="listbox"]') as HTMLElement;
    expect(list.getBoundingClientRect().height).to.equal(300);
    expect(rows[0]?.getBoundingClientRect().height).to.equal(100);
    list.scrollTop = 50_000;
    await waitUntil(() => options(root).some((row) => row.getAttribute('aria-posinset') === '501'), 'scrolled rows render');
    expect(options(root).length).to.be.at.most(8);
  });

  it('says "No items found" when nothing matches', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await type(input, 'zzqqxx');
    await waitUntil(() => root.querySelector('.picker-status')?.textContent === 'No items found', 'No items found');
    expect(options(root)).to.have.length(0);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
  });

  it('stores the chosen perfumes, clears the text, refuses duplicates and stops at 4', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await choose(root, input, 'meow', 'Meow');
    await waitUntil(() => selectedIds().length === 1, 'first choice stored');
    expect(input.value).to.equal('', 'choosing clears the text');
    const stored = ($answers.get()[STEP_ID] as Fragrance[])[0];
    expect(stored).to.deep.equal({ id: stored?.id, value: 'Meow', image: '', brand: 'Katy Perry', family: 'Floral', sub_family: 'Fruity' });

    await type(input, 'meow');
    await waitForOptions(root, (names) => names.includes('Meow'));
    const again = options(root).find((row) => row.querySelector('.picker-name')?.textContent === 'Meow') as HTMLElement;
    expect(again.getAttribute('aria-selected')).to.equal('true');
    again.click();
    await waitUntil(() => statusText(root).includes('already selected'), 'duplicate announced');
    expect(selectedIds()).to.have.length(1);

    await choose(root, input, 'purr', 'Purr');
    await choose(root, input, 'royal revolution', 'Royal Revolution');
    await waitUntil(() => selectedIds().length === 3);
    expect(input.disabled).to.equal(false);
    await choose(root, input, 'spring reign', 'Spring Reign');
    await waitUntil(() => input.disabled, 'the input is disabled at 4');
    expect(selectedIds()).to.have.length(4);
    expect(statusText(root)).to.contain('4 of 4 perfumes selected');
    expect(root.activeElement?.classList.contains('picker-slots'), 'focus leaves the disabled input').to.equal(true);
    expect(root.querySelectorAll('.picker-slot.filled')).to.have.length(4);
    await expect(root.querySelector('.picker') as HTMLElement).to.be.accessible();
  });

  it('a full picker says why, on screen and to screen readers, until one is removed', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    expect(root.querySelector('.picker-full'), 'no note before the picker is full').to.equal(null);
    for (const [query, name] of [['meow', 'Meow'], ['purr', 'Purr'], ['royal revolution', 'Royal Revolution'], ['spring reign', 'Spring Reign']] as const) {
      await choose(root, input, query, name);
    }
    await waitUntil(() => input.disabled, 'the input is disabled at 4');
    const note = root.querySelector('.picker-full') as HTMLElement | null;
    expect(note, 'a visible note').to.not.equal(null);
    expect(note?.textContent).to.equal('You have chosen 4 perfumes, as many as the kit holds. Remove one to choose another.');
    const box = note?.getBoundingClientRect();
    expect((box?.height ?? 0) > 10 && (box?.width ?? 0) > 100, 'the note is on screen, not visually hidden').to.equal(true);
    expect(input.getAttribute('aria-describedby')).to.equal(note?.id);
    expect(statusText(root), 'announced by the status').to.contain('Remove one to choose another');
    await expect(root.querySelector('.picker') as HTMLElement).to.be.accessible();
    (root.querySelector('.picker-slot-remove') as HTMLElement).click();
    await waitUntil(() => !input.disabled, 'removing one re-enables the input');
    expect(root.querySelector('.picker-full')).to.equal(null);
    expect(statusText(root)).to.not.contain('Remove one');
  });

  it('long names and brands wrap inside their tile on a phone-wide quiz', async () => {
    const { el, root, input } = await mountPicker();
    el.style.width = '343px';
    await catalogueReady();
    await choose(root, input, 'baccarat rouge', 'Baccarat Rouge 540 Extrait de Parfum');
    await waitUntil(() => root.querySelectorAll('.picker-slot.filled').length === 1, 'chosen');
    await nextFrame();
    const tile = root.querySelector('.picker-slot.filled') as HTMLElement;
    const brand = tile.querySelector('.picker-brand') as HTMLElement;
    expect(brand.textContent).to.equal('Maison Francis Kurkdjian');
    const outer = tile.getBoundingClientRect();
    for (const part of [brand, tile.querySelector('.picker-name') as HTMLElement]) {
      const inner = part.getBoundingClientRect();
      expect(inner.left >= outer.left && inner.right <= outer.right, `${part.className} stays in its tile`).to.equal(true);
      expect(part.scrollWidth <= part.clientWidth + 1, `${part.className} is not cut off`).to.equal(true);
    }
    expect(brand.getBoundingClientRect().height > parseFloat(getComputedStyle(brand).lineHeight || '16'), 'the brand wraps').to.equal(true);
  });

  it('removes a perfume with its tile button and re-enables the input', async () => {
    const chosen: Fragrance[] = [
      { id: 'a', value: 'Alpha', image: '', brand: 'One', family: 'Floral', sub_family: '' },
      { id: 'b', value: 'Beta', image: '', brand: 'Two', family: 'Woody', sub_family: 'Spicy' },
      { id: 'c', value: 'Gamma', image: '', brand: 'Three', family: '', sub_family: '' },
      { id: 'd', value: 'Delta', image: '', brand: 'Four', family: 'Citrus', sub_family: '' },
    ];
    // An empty catalogue: no page indexing competes with the removal for the main thread.
    const intercept = interceptCatalogue(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
    try {
      const { root, input } = await mountPicker({ [STEP_ID]: chosen });
      await catalogueReady();
      expect(input.disabled).to.equal(true);
      const remove = root.querySelector('button[aria-label="Remove Beta"]') as HTMLButtonElement;
      expect(remove).to.not.equal(null);
      await sendMouse({ type: 'click', position: center(remove) });
      await waitUntil(() => !input.disabled, 'input enabled again');
      expect(selectedIds()).to.deep.equal(['a', 'c', 'd']);
      expect(root.querySelector('button[aria-label="Remove Beta"]')).to.equal(null);
      expect(root.querySelectorAll('.picker-slot.filled')).to.have.length(3);
      await waitUntil(() => root.activeElement === input, `focus returns to the input (on ${root.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'})`);
      expect(statusText(root)).to.contain('3 of 4 perfumes selected');
    } finally {
      intercept.restore();
      await resetMouse();
    }
  });

  it('clears the text with the clear icon button', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await type(input, 'chanel');
    await waitForOptions(root);
    const clear = root.querySelector('button[aria-label="Clear search"]') as HTMLButtonElement;
    clear.click();
    await waitUntil(() => input.value === '' && dropdown(root).hidden, 'cleared and closed');
    expect(root.activeElement).to.equal(input);
    expect(root.querySelector('button[aria-label="Clear search"]')).to.equal(null);
  });

  it('closes the dropdown on an outside click and on Escape', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await type(input, 'dior');
    await waitForOptions(root);
    await sendMouse({ type: 'click', position: center(root.querySelector('h2') as Element) });
    await waitUntil(() => dropdown(root).hidden, 'outside click closes');
    expect(input.value).to.equal('dior');

    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => !dropdown(root).hidden, 'ArrowDown opens');
    const list = root.querySelector('[role="listbox"]') as HTMLElement;
    await sendMouse({ type: 'click', position: center(list) });
    await waitUntil(() => selectedIds().length === 1, 'a click inside chooses, it does not close first');

    await type(input, 'dior');
    await waitForOptions(root);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => dropdown(root).hidden, 'Escape closes');
    expect(input.value).to.equal('dior');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => input.value === '', 'a second Escape clears');
  });

  it('follows the combobox keyboard pattern: arrows, Home/End, Enter', async () => {
    const { root, input } = await mountPicker();
    await catalogueReady();
    await type(input, 'chloe');
    await waitForOptions(root);
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => input.getAttribute('aria-activedescendant'), 'an active option');
    const active = () => root.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.getAttribute('aria-posinset')).to.equal('2');
    expect(active()?.classList.contains('active')).to.equal(true);
    await sendKeys({ press: 'End' });
    await waitUntil(() => active()?.getAttribute('aria-posinset') === active()?.getAttribute('aria-setsize'), 'End: the last option, scrolled into the DOM');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => active()?.getAttribute('aria-posinset') === '1', 'Home: the first option');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => active()?.getAttribute('aria-posinset') === '2');
    const name = active()?.querySelector('.picker-name')?.textContent;
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => selectedIds().length === 1, 'Enter chooses');
    expect(($answers.get()[STEP_ID] as Fragrance[])[0]?.value).to.equal(name);
    expect(input.value).to.equal('');
    expect(root.activeElement).to.equal(input);
  });

  it('Skip goes to the next step', async () => {
    const { root } = await mountPicker();
    const skip = [...root.querySelectorAll('a')].find((link) => link.textContent === 'Skip') as HTMLAnchorElement;
    expect(skip.getAttribute('href')).to.equal('#/email');
    skip.click();
    await waitUntil(() => location.hash === '#/email', 'moved on');
  });

  it('is accessible with the list open', async () => {
    const { el, root, input } = await mountPicker();
    await catalogueReady();
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    expect(root.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role')).to.equal('listbox');
    await type(input, 'rose');
    await waitForOptions(root);
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => input.getAttribute('aria-activedescendant'));
    await expect(el).to.be.accessible();
  });
});
