/**
 * The element inside a React 19 single-page app (README "React and JSX"): React sets `dataset` as a DOM
 * property, before the element is defined as much as after; the host app must survive it and the quiz
 * must follow the prop.
 * No static import of the element's entry: the app renders while the element may still be undefined.
 */
import { expect } from '@open-wc/testing';
import { useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { FragranceQuizAttributes } from '../../elements/fragrance-quiz.ts';
import { acceptDatasetProperty } from '../../elements/dataset-property.ts';
import { waitUntil } from '../support/wait.ts';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 19's JSX lives in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'fragrance-quiz': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & FragranceQuizAttributes;
    }
  }
}

const API = window.__FQ_TEST_API__;
// The entry's first statement makes `dataset` assignable on `<fragrance-quiz>`; its rest loads the app.
const entry = import('../../elements/fragrance-quiz.ts');

let setQuizProps: (props: FragranceQuizAttributes) => void = () => undefined;

function HostApp({ initial }: { initial: FragranceQuizAttributes }) {
  const [props, setProps] = useState(initial);
  setQuizProps = (next) => flushSync(() => setProps(next));
  return (
    <main>
      <h1 id="host-title">The store app</h1>
      <label>Search the store <input id="host-search" /></label>
      <fragrance-quiz data-section="quiz" {...props} />
    </main>
  );
}

const heading = (el: Element) => el.shadowRoot?.querySelector('h2[part="heading"]') ?? null;

describe('<fragrance-quiz> in a React 19 app', () => {
  let container: HTMLElement;
  let root: Root;
  const uncaught: unknown[] = [];

  before(async () => {
    await waitUntil(() => Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset')?.set, 'the entry did not start');
    localStorage.clear();
    history.replaceState(null, '', location.pathname + location.search);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container, { onUncaughtError: (error) => uncaught.push(error) });
    flushSync(() => root.render(<HostApp initial={{ dataset: 'holiday', 'api-host': API }} />));
  });
  after(() => {
    root.unmount();
    container.remove();
  });

  it('renders <fragrance-quiz dataset="holiday"> without unmounting the app; the quiz loads that dataset', async () => {
    expect(uncaught, 'React reported an error').to.deep.equal([]);
    expect(document.getElementById('host-title')?.textContent, 'the host app is still there').to.equal('The store app');
    const el = container.querySelector('fragrance-quiz') as HTMLElement;
    expect(el.getAttribute('dataset')).to.equal('holiday');
    await entry;
    await waitUntil(() => heading(el)?.textContent?.includes('Holiday gift finder'), 'the holiday quiz did not show');
    // Reading `dataset` is still the element's data-* map, as host code expects.
    expect(el.dataset).to.be.instanceOf(DOMStringMap);
    expect(el.dataset['section']).to.equal('quiz');
  });

  it('follows a changed dataset prop, and a removed one falls back to the default dataset', async () => {
    const el = container.querySelector('fragrance-quiz') as HTMLElement;
    await waitUntil(() => heading(el)?.textContent?.includes('Holiday gift finder'), 'the holiday quiz did not show');
    setQuizProps({ dataset: 'staging', 'api-host': API });
    expect(el.getAttribute('dataset')).to.equal('staging');
    await waitUntil(() => heading(el) && !heading(el)?.textContent?.includes('Holiday'), 'the staging quiz did not show');
    setQuizProps({ dataset: 'holiday', 'api-host': API });
    await waitUntil(() => heading(el)?.textContent?.includes('Holiday gift finder'), 'back to holiday');
    setQuizProps({ 'api-host': API });
    expect(el.hasAttribute('dataset'), 'React removed the prop').to.equal(false);
    await waitUntil(() => heading(el) && !heading(el)?.textContent?.includes('Holiday'), 'the default dataset did not show');
    expect(uncaught).to.deep.equal([]);
  });
});

/** What React does: assigns whatever the prop holds. */
const assignable = (element: HTMLElement) => element as unknown as { dataset: unknown };

describe('`dataset` as a property', () => {
  it('on an element of the named tag, before it is defined: a string sets the attribute, null removes it', () => {
    acceptDatasetProperty('fq-dataset-probe');
    const probe = document.createElement('fq-dataset-probe');
    probe.setAttribute('data-kind', 'probe');
    assignable(probe).dataset = 'holiday';
    expect(probe.getAttribute('dataset')).to.equal('holiday');
    expect(probe.dataset['kind']).to.equal('probe');
    assignable(probe).dataset = null;
    expect(probe.hasAttribute('dataset')).to.equal(false);
  });

  it('any other element keeps the platform behaviour: assigning throws', () => {
    const div = document.createElement('div');
    expect(() => { assignable(div).dataset = 'x'; }).to.throw(TypeError);
    expect(div.hasAttribute('dataset')).to.equal(false);
  });
});
