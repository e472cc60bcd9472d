import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { API, mountQuiz, resetPage, shadow, waitFor, waitForText } from '../support/fixtures.ts';

describe('<fragrance-quiz> element', () => {
  beforeEach(resetPage);

  it('mounts in a plain page and renders the first non-Landing step heading from content', async () => {
    const el = await mountQuiz();
    const heading = await waitFor(el, 'h2[part="heading"]');
    expect(heading.textContent).to.not.equal('');
    const response = await fetch(`${API}/v2024-04-01/data/query/staging?query=${encodeURIComponent('*[_type=="quiz" && !defined(language)][0].steps[type != "Landing"][0].heading')}`);
    const { result } = await response.json() as { result: string };
    expect(heading.textContent).to.equal(result);
    expect(el.shadowRoot?.mode).to.equal('open');
  });

  it('has its own stylesheets on connection, before React renders, and keeps them once when moved', async () => {
    const el = document.createElement('fragrance-quiz');
    el.setAttribute('api-host', API);
    document.body.append(el);
    const root = shadow(el);
    // connectedCallback adopted them synchronously: nothing is rendered yet.
    expect(root.childElementCount, 'nothing rendered yet').to.equal(0);
    const firstRule = root.adoptedStyleSheets[0]?.cssRules[0]?.cssText ?? '';
    expect(firstRule.startsWith(':host {') && firstRule.includes('--fq-font-size'), 'the design tokens first').to.equal(true);
    expect(getComputedStyle(el).getPropertyValue('--fq-space-5').trim(), 'the tokens apply').to.not.equal('');
    // The first screen's height: the viewport's, within 560–860 px.
    expect(getComputedStyle(el).minHeight, 'the space it reserves').to.equal(`${Math.max(560, Math.min(window.innerHeight, 860))}px`);
    const count = root.adoptedStyleSheets.length;
    el.remove();
    document.body.append(el);
    expect(root.adoptedStyleSheets.length, 'no sheet twice').to.equal(count);
    await waitFor(el, 'h2[part="heading"]');
    expect(getComputedStyle(el).minHeight, 'still reserved once the step is shown').to.equal(`${Math.max(560, Math.min(window.innerHeight, 860))}px`);
    el.remove();
  });

  it('loads another dataset when the dataset attribute changes', async () => {
    const el = await mountQuiz();
    await waitFor(el, 'h2[part="heading"]');
    el.setAttribute('dataset', 'holiday');
    await waitForText(el, 'h2[part="heading"]', 'Holiday gift finder');
  });

  it('shows a friendly message with a working retry when the content API is unreachable', async () => {
    const el = await mountQuiz({ apiHost: 'http://127.0.0.1:9' });
    const alert = await waitFor(el, '[role="alert"]');
    expect(alert.textContent).to.contain('can’t reach the quiz');
    el.setAttribute('api-host', API);
    (shadow(el).querySelector('[role="alert"] button') as HTMLButtonElement).click();
    await waitFor(el, 'h2[part="heading"]');
  });

  it('dispatches bubbling, composed events that reach a listener on document', async () => {
    const seen: string[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<{ stepName: string }>).detail.stepName);
    document.addEventListener('fq-step-change', listener);
    try {
      await mountQuiz();
      await waitUntil(() => seen.length > 0, 'no fq-step-change event reached document');
      expect(seen[0]).to.equal('aboutyou');
    } finally {
      document.removeEventListener('fq-step-change', listener);
    }
  });
});
