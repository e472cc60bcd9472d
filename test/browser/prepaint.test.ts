/**
 * The entry paints the first step as soon as the quiz's content is in, before the app's code has arrived
 * (src/components/prepaint.ts); the app's own first step takes its place. This file must not import the
 * element statically: the first step is painted into an element not yet defined, as on a store page
 * whose app is still downloading.
 */
import { expect } from '@open-wc/testing';
import { prepaintableStep, prepaintFirstStep, prepaintScreen, removePrepaint } from '../../src/components/prepaint.ts';
import { loadQuiz } from '../../src/content/quiz-content.ts';
import { visibleSteps } from '../../src/core/step-paths.ts';
import type { Quiz, Step } from '../../src/core/types.ts';

const makeQuiz = (steps: Step[], interfaceText: Quiz['interfaceText'] = EN): Quiz => ({ _id: 'quiz', name: 'Quiz', steps, interfaceText });
import { elementSheets } from '../../src/styles/element-sheets.ts';
import { makeStep } from '../../src/core/__fixtures__/quiz.ts';
import { EN } from '../../src/i18n/english.ts';
import { waitUntil } from '../support/wait.ts';

declare global {
  interface Window {
    __FQ_TEST_API__: string;
  }
}

/** The markup a shopper and a screen reader get, without what differs by design: generated ids, test hooks. */
function comparable(screen: Element): string {
  const copy = screen.cloneNode(true) as Element;
  copy.querySelector('.step-background')?.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['id', 'aria-labelledby', 'data-step', 'data-countdown', 'data-prepaint']) element.removeAttribute(name);
  }
  return copy.outerHTML;
}

const visible = (element: Element | null | undefined) => Boolean(element && element.getClientRects().length > 0);

describe('the first step painted before the app', () => {
  let quiz: Quiz;
  before(async () => {
    history.replaceState(null, '', location.pathname);
    localStorage.clear();
    const answer = await loadQuiz({ dataset: 'staging', projectId: undefined, apiHost: window.__FQ_TEST_API__ });
    if (!answer.ok) throw new Error('the seed quiz did not load');
    quiz = answer.value.value;
  });

  it('is painted from the content alone, and the app takes its place with the same markup, in place, with no frame between', async () => {
    const first = visibleSteps(quiz.steps)[0]!;
    const el = document.createElement('fragrance-quiz');
    el.setAttribute('api-host', window.__FQ_TEST_API__);
    document.body.append(el);
    expect(prepaintFirstStep(el, quiz, elementSheets()), 'painted').to.equal(true);
    const root = el.shadowRoot!;
    const painted = root.querySelector('[data-prepaint]')!;
    expect(root.querySelector('h2[part="heading"]')?.textContent).to.equal(first.heading);
    expect(visible(painted), 'on screen').to.equal(true);
    await expect(el, 'the painted step passes axe').to.be.accessible();
    const paintedMarkup = comparable(painted);
    const headingBox = root.querySelector('h2')!.getBoundingClientRect().toJSON() as DOMRect;
    const nextBox = root.querySelector('[part="next"]')!.getBoundingClientRect().toJSON() as DOMRect;

    // Whatever the app commits, exactly one step screen is on screen: never both, never none.
    const onScreen: number[] = [];
    const observer = new MutationObserver(() => onScreen.push([...root.querySelectorAll('.step-screen, .status')].filter(visible).length));
    observer.observe(root, { childList: true, subtree: true, attributes: true });
    await import('../../elements/fragrance-quiz.ts');
    await waitUntil(() => root.querySelector('.step-screen[data-step]') && !root.querySelector('[data-prepaint]'), "the app's first step", { timeout: 30_000 });
    observer.disconnect();

    expect(el.shadowRoot, 'the same shadow root').to.equal(root);
    expect(onScreen.length, 'mutations observed').to.be.above(0);
    expect(onScreen.filter((count) => count !== 1), 'moments with no screen or two').to.deep.equal([]);
    const app = root.querySelector('.step-screen[data-step]')!;
    expect(app.getAttribute('data-step')).to.equal(first.name);
    expect(comparable(app), 'the app renders what was painted').to.equal(paintedMarkup);
    expect(root.querySelector('h2')!.getBoundingClientRect().toJSON(), 'the heading did not move').to.deep.equal(headingBox);
    expect(root.querySelector('[part="next"]')!.getBoundingClientRect().toJSON(), 'Next did not move').to.deep.equal(nextBox);
    el.remove();
  });

  it("paints only the quiz's start, and only a step that has nothing to act on but Next", () => {
    const text = (overrides: Partial<Step>) => makeStep({ id: 'hello', name: 'Hello', type: 'transition', heading: 'Hello', canNext: true, ...overrides });
    const question = makeStep({ id: 'age', name: 'Age', type: 'select', heading: 'Your age?' });
    const landing = makeStep({ id: 'landing', name: 'Landing', type: 'landing', heading: 'Welcome', canNext: true });
    const withFirst = (step: Step) => makeQuiz([landing, step, question]);

    expect(prepaintableStep(withFirst(text({})), '')?.id, 'no hash: the first step after the landing step').to.equal('hello');
    expect(prepaintableStep(withFirst(text({})), '#/')?.id, 'the quiz start').to.equal('hello');
    expect(prepaintableStep(withFirst(text({})), '#reviews')?.id, "the host page's own hash").to.equal('hello');
    expect(prepaintableStep(withFirst(text({})), '#/age'), 'a step link').to.equal(null);
    expect(prepaintableStep(withFirst(text({})), '#/recommendation'), 'a recommendation link').to.equal(null);
    expect(prepaintableStep(withFirst(question), ''), 'a question').to.equal(null);
    expect(prepaintableStep(withFirst(text({ heading: '' })), ''), 'no heading').to.equal(null);
    expect(prepaintableStep(withFirst(text({ imageUrl: 'https://cdn.example/a.png' })), ''), 'a picture').to.equal(null);
    expect(prepaintableStep(makeQuiz([landing]), ''), 'no visible step').to.equal(null);
    expect(prepaintableStep(makeQuiz([landing, text({}), question], { ...EN, next: '' }), ''), "the content's words lacking").to.equal(null);
  });

  it('its Next link leads to the next step, and keeps keyboard focus when the app takes over', () => {
    // The test before defined the element, which a fresh one then upgrades at once: paint into an element
    // of a name the page has not defined. The hand-over below runs on a plain shadow root holding two screens.
    history.replaceState(null, '', location.pathname);
    const host = document.createElement('fq-prepaint-probe');
    document.body.append(host);
    expect(prepaintFirstStep(host, quiz, elementSheets())).to.equal(true);
    const next = host.shadowRoot!.querySelector<HTMLAnchorElement>('[part="next"]')!;
    expect(next.getAttribute('href')).to.equal(`#/${visibleSteps(quiz.steps)[1]!.name.toLowerCase()}`);
    host.remove();

    const root = document.createElement('div').attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = elementSheets();
    document.body.append(root.host);
    const first = visibleSteps(quiz.steps)[0]!;
    // The painted screen, then what the app renders beside it (its loading message, or its own step).
    const apps = prepaintScreen(quiz, first);
    apps.removeAttribute('data-prepaint');
    root.append(prepaintScreen(quiz, first), apps);
    expect(visible(apps), "the app's nodes stay hidden while the painted step is there").to.equal(false);
    root.querySelector<HTMLElement>('[data-prepaint] [part="next"]')!.focus();
    removePrepaint(root);
    expect(root.querySelectorAll('.step-screen').length).to.equal(1);
    expect(visible(apps), "the app's step once the painted one is gone").to.equal(true);
    expect(root.activeElement, "focus on the app's Next").to.equal(apps.querySelector('[part="next"]'));
    root.host.remove();
  });
});
