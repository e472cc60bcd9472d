/**
 * The age picker (docs/behaviour.md "Age picker", docs/decisions.md "Navigation"): two select-only comboboxes
 * labelled Year and Month, defaults stored on first show, mouse and keyboard use, outside clicks,
 * and the list kept inside the window. The pure helpers are unit-tested first.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import { BIRTH_YEARS, MONTHS } from '../../src/core/constants.ts';
import { missingAgeDefaults, monthIndex, yearIndex } from '../../src/questions/AgeQuestion.tsx';
import { TYPEAHEAD_RESET_MS } from '../../src/questions/Dropdown.tsx';
import { indexForKey, placeListbox, revealScrollTop, typeaheadIndex } from '../../src/questions/dropdownLogic.ts';
import { shadow } from '../support/fixtures.ts';
import { click, clickAt, focused, heading, hurryTimers, openQuiz, press, storedAnswers, type } from '../support/quiz.ts';

const VIEWPORT = { width: 1024, height: 768 };

describe('quiz: age picker helpers', () => {
  const viewport = { width: 400, height: 700 };

  it('places the list below the trigger when it fits', () => {
    const place = placeListbox({ top: 100, left: 40, width: 150, height: 48 }, 1000, viewport);
    expect(place).to.deep.equal({ top: 152, left: 40, width: 150, maxHeight: 280, side: 'below' });
  });

  it('flips above when there is no room below and more above', () => {
    const place = placeListbox({ top: 600, left: 40, width: 150, height: 48 }, 1000, viewport);
    expect(place.side).to.equal('above');
    expect(place.maxHeight).to.equal(280);
    expect(place.top + place.maxHeight).to.equal(596);
  });

  it('caps the height to the room left, keeping the 16 px margin', () => {
    const place = placeListbox({ top: 250, left: 40, width: 150, height: 48 }, 1000, { width: 400, height: 500 });
    expect(place.side).to.equal('above');
    expect(place.maxHeight).to.equal(250 - 4 - 16);
    expect(place.top).to.equal(16);
  });

  it('keeps a short list at its own height', () => {
    expect(placeListbox({ top: 100, left: 40, width: 150, height: 48 }, 120, viewport).maxHeight).to.equal(120);
  });

  it('clamps left and right and never grows wider than the window allows', () => {
    const right = placeListbox({ top: 100, left: 300, width: 90, height: 48 }, 500, { width: 320, height: 600 }, { minWidth: 176 });
    expect(right.width).to.equal(176);
    expect(right.left).to.equal(320 - 16 - 176);
    const left = placeListbox({ top: 100, left: -50, width: 150, height: 48 }, 500, viewport);
    expect(left.left).to.equal(16);
    const wide = placeListbox({ top: 100, left: 0, width: 900, height: 48 }, 500, viewport);
    expect(wide.width).to.equal(400 - 32);
  });

  it('keeps the list in the window when the trigger is scrolled out of it', () => {
    const place = placeListbox({ top: -200, left: 40, width: 150, height: 48 }, 1000, viewport);
    expect(place.top).to.be.at.least(16);
    expect(place.top + place.maxHeight).to.be.at.most(700 - 16);
  });

  it('maps navigation keys to option indices', () => {
    expect(indexForKey('ArrowDown', 3, 10)).to.equal(4);
    expect(indexForKey('ArrowDown', 9, 10)).to.equal(9);
    expect(indexForKey('ArrowUp', 0, 10)).to.equal(0);
    expect(indexForKey('Home', 5, 10)).to.equal(0);
    expect(indexForKey('End', 5, 10)).to.equal(9);
    expect(indexForKey('PageDown', 5, 87)).to.equal(15);
    expect(indexForKey('PageUp', 5, 87)).to.equal(0);
    expect(indexForKey('a', 5, 10)).to.equal(null);
  });

  it('finds options by typed text, cycling on a repeated first letter', () => {
    const years = BIRTH_YEARS.map(String);
    const from1990 = years.indexOf('1990');
    let index = from1990;
    for (const query of ['1', '19', '198', '1985']) index = typeaheadIndex(years, query, index) ?? -1;
    expect(years[index]).to.equal('1985');
    expect(typeaheadIndex(years, '2016', from1990)).to.equal(years.length - 1);
    expect(typeaheadIndex(years, '1899', from1990)).to.equal(null);
    expect(MONTHS[typeaheadIndex(MONTHS, 'j', 0) ?? -1]).to.equal('June');
    expect(MONTHS[typeaheadIndex(MONTHS, 'j', 5) ?? -1]).to.equal('July');
    expect(MONTHS[typeaheadIndex(MONTHS, 'jj', 6) ?? -1]).to.equal('January');
    expect(MONTHS[typeaheadIndex(MONTHS, 'ma', 0) ?? -1]).to.equal('March');
    expect(MONTHS[typeaheadIndex(MONTHS, 'may', 2) ?? -1]).to.equal('May');
    expect(MONTHS[typeaheadIndex(MONTHS, 'd', -1) ?? -1]).to.equal('December');
  });

  it('computes the scroll that reveals an option', () => {
    expect(revealScrollTop(0, 200, 1000, 40, 'center')).to.equal(920);
    expect(revealScrollTop(0, 200, 20, 40, 'center')).to.equal(0);
    expect(revealScrollTop(500, 200, 400, 40, 'nearest')).to.equal(400);
    expect(revealScrollTop(500, 200, 690, 40, 'nearest')).to.equal(530);
    expect(revealScrollTop(500, 200, 600, 40, 'nearest')).to.equal(500);
  });

  it('reads stored years and months, and gives defaults only for what is missing', () => {
    expect(yearIndex(1990)).to.equal(60);
    expect(yearIndex('1930')).to.equal(0);
    expect(yearIndex(1929)).to.equal(-1);
    expect(monthIndex('march')).to.equal(2);
    expect(monthIndex(12)).to.equal(11);
    expect(monthIndex('7')).to.equal(6);
    expect(monthIndex('13')).to.equal(-1);
    expect(missingAgeDefaults({})).to.deep.equal({ year: 1990, month: 'January' });
    expect(missingAgeDefaults({ year: 1975, month: '' })).to.deep.equal({ month: 'January' });
    expect(missingAgeDefaults({ year: 1975, month: 'May' })).to.deep.equal({});
  });
});

describe('quiz: age picker', () => {
  afterEach(async () => {
    await resetMouse();
    await setViewport(VIEWPORT);
  });

  const comboboxes = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[role="combobox"]')];
  const listOf = (el: Element, box: HTMLElement) => shadow(el).getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;
  const options = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('[role="option"]')];
  const isOpen = (box: HTMLElement) => box.getAttribute('aria-expanded') === 'true';
  const activeText = (el: Element, box: HTMLElement) => shadow(el).getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
  const waitOpen = (box: HTMLElement, open = true) => waitUntil(() => isOpen(box) === open, open ? 'list did not open' : 'list did not close');

  async function openAge(answers?: Record<string, unknown>) {
    const el = await openQuiz('/age', answers as never);
    await waitUntil(() => comboboxes(el).length === 2, 'no comboboxes');
    const [year, month] = comboboxes(el) as [HTMLElement, HTMLElement];
    return { el, year, month };
  }

  it('stores the defaults (January, 1990) when the step first shows, and labels the two dropdowns', async () => {
    const { el, year, month } = await openAge();
    await waitUntil(() => storedAnswers()['year'] === 1990 && storedAnswers()['month'] === 'January', 'defaults not stored');
    await waitUntil(() => year.textContent === '1990' && month.textContent === 'January', 'defaults not shown');
    const label = (box: HTMLElement) => shadow(el).getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect([label(year), label(month)]).to.deep.equal(['Year', 'Month']);
    expect(options(listOf(el, year)).map((o) => o.textContent)).to.deep.equal(BIRTH_YEARS.map(String));
    expect(options(listOf(el, month)).map((o) => o.textContent)).to.deep.equal([...MONTHS]);
    expect(year.getAttribute('aria-haspopup')).to.equal('listbox');
    expect(isOpen(year)).to.equal(false);
    expect(listOf(el, year).getAttribute('role')).to.equal('listbox');
  });

  it('keeps answers already given', async () => {
    const { year, month } = await openAge({ year: 1975, month: 'May', gender: 'male' });
    await waitUntil(() => year.textContent === '1975' && month.textContent === 'May', 'stored answers not shown');
    expect(storedAnswers()).to.deep.equal({ year: 1975, month: 'May', gender: 'male' });
  });

  it('opens by mouse scrolled to the selected year, and a click on an option chooses it and closes', async () => {
    const { el, year } = await openAge();
    await waitUntil(() => year.textContent === '1990', 'defaults not shown');
    await click(year);
    await waitOpen(year);
    const list = listOf(el, year);
    const selected = options(list).find((o) => o.textContent === '1990') as HTMLElement;
    expect(selected.getAttribute('aria-selected')).to.equal('true');
    expect(year.getAttribute('aria-activedescendant')).to.equal(selected.id);
    expect(list.scrollTop).to.be.greaterThan(0);
    const listRect = list.getBoundingClientRect();
    const optionRect = selected.getBoundingClientRect();
    expect(optionRect.top).to.be.at.least(listRect.top);
    expect(optionRect.bottom).to.be.at.most(listRect.bottom);

    const choice = options(list).find((o) => o.textContent === '1992') as HTMLElement;
    await click(choice);
    await waitOpen(year, false);
    expect(storedAnswers()['year']).to.equal(1992);
    expect(year.textContent).to.equal('1992');
    expect(focused(el)).to.equal(year);
  });

  it('works by keyboard: open, move, choose, cancel, type to jump', async () => {
    const { el, year, month } = await openAge();
    await waitUntil(() => year.textContent === '1990', 'defaults not shown');
    year.focus();

    await press('ArrowDown');
    await waitOpen(year);
    expect(activeText(el, year)).to.equal('1990');
    await press('ArrowDown', 'ArrowDown');
    expect(activeText(el, year)).to.equal('1992');
    await press('PageDown');
    expect(activeText(el, year)).to.equal('2002');
    await press('PageUp', 'ArrowUp');
    expect(activeText(el, year)).to.equal('1991');
    await press('End');
    expect(activeText(el, year)).to.equal('2016');
    await press('Home');
    expect(activeText(el, year)).to.equal('1930');

    await press('Escape');
    await waitOpen(year, false);
    expect(storedAnswers()['year']).to.equal(1990);
    expect(focused(el)).to.equal(year);

    await press('Enter');
    await waitOpen(year);
    await type('1977');
    expect(activeText(el, year)).to.equal('1977');
    await press('Enter');
    await waitOpen(year, false);
    expect(storedAnswers()['year']).to.equal(1977);

    // Typing on a closed dropdown opens it at the match. The type-ahead pause is hurried to 0 ms, so
    // by the time the list has closed the typed text is forgotten and Space is a key again, not text.
    const pause = hurryTimers([TYPEAHEAD_RESET_MS], 0);
    try {
      month.focus();
      await type('o');
      await waitOpen(month);
      expect(activeText(el, month)).to.equal('October');
      await press('Enter');
      await waitOpen(month, false);
      expect(pause.requested).to.include(TYPEAHEAD_RESET_MS);
    } finally {
      pause.restore();
    }
    expect(storedAnswers()['month']).to.equal('October');

    // Space opens and chooses.
    await press('Space');
    await waitOpen(month);
    await press('ArrowDown', 'Space');
    await waitOpen(month, false);
    expect(storedAnswers()['month']).to.equal('November');

    // Tab chooses the option browsed to and moves on.
    await press('Space');
    await waitOpen(month);
    await press('ArrowDown', 'Tab');
    await waitOpen(month, false);
    expect(storedAnswers()['month']).to.equal('December');
    expect(focused(el)).to.not.equal(month);
  });

  it('closes on a click elsewhere in the quiz, on the host page, or on the other dropdown', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'A host page button';
    document.body.prepend(outside);
    try {
      const { el, year, month } = await openAge();
      await click(year);
      await waitOpen(year);
      await click(heading(el) as HTMLElement);
      await waitOpen(year, false);

      await click(year);
      await waitOpen(year);
      await click(outside);
      await waitOpen(year, false);

      await click(year);
      await waitOpen(year);
      await click(month);
      await waitOpen(year, false);
      await waitOpen(month);
      expect(storedAnswers()['year']).to.equal(1990);

      // A click inside the open list (here on its padding, not an option) keeps it open.
      const list = listOf(el, month);
      const rect = list.getBoundingClientRect();
      await clickAt(rect.left + rect.width / 2, rect.top + 2);
      expect(isOpen(month)).to.equal(true);
    } finally {
      outside.remove();
    }
  });

  it('stays inside a narrow window: clamped to the 16 px margin on the right', async () => {
    await setViewport({ width: 320, height: 640 });
    const { el, month } = await openAge();
    await click(month);
    await waitOpen(month);
    const rect = listOf(el, month).getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    expect(rect.width).to.be.at.least(month.getBoundingClientRect().width);
    expect(rect.left).to.be.at.least(16);
    expect(rect.right).to.be.at.most(width - 16 + 0.5);
    expect(rect.bottom).to.be.at.most(document.documentElement.clientHeight - 16 + 0.5);
  });

  it('flips above the trigger near the bottom of the window, capped to the room there', async () => {
    await setViewport({ width: 400, height: 420 });
    const { el, year } = await openAge();
    el.style.marginTop = '800px';
    el.style.marginBottom = '800px';
    try {
      year.scrollIntoView({ block: 'end' });
      // On a phone the sticky navigation bar covers the bottom of the window: the trigger sits just above it.
      const nav = shadow(el).querySelector<HTMLElement>('[part~="nav"]');
      const covered = nav ? year.getBoundingClientRect().bottom - nav.getBoundingClientRect().top : 0;
      window.scrollBy(0, Math.max(0, covered) + 20);
      const trigger = year.getBoundingClientRect();
      await clickAt(trigger.left + trigger.width / 2, trigger.top + trigger.height / 2);
      await waitOpen(year);
      const list = listOf(el, year);
      expect(list.dataset['side']).to.equal('above');
      const rect = list.getBoundingClientRect();
      expect(rect.bottom).to.be.at.most(year.getBoundingClientRect().top + 0.5);
      expect(rect.top).to.be.at.least(16 - 0.5);

      // Scrolling and resizing while open keep it inside the window.
      window.scrollBy(0, 150);
      await setViewport({ width: 360, height: 300 });
      await waitUntil(() => {
        const moved = list.getBoundingClientRect();
        return moved.top >= 15.5 && moved.bottom <= document.documentElement.clientHeight - 15.5;
      }, 'the open list left the window after a scroll and a resize');
    } finally {
      el.style.marginTop = '';
      el.style.marginBottom = '';
    }
  });
});
