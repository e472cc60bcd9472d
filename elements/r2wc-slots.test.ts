import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import r2wcCore from '@r2wc/core';
import { CONNECTED, PROPS, RENDER } from './r2wc-slots.ts';

/** Just enough of HTMLElement for r2wc's constructor. */
class FakeElement {
  static attributes: Record<string, string> = {};
  readonly shadow = { kind: 'shadow root' };
  getAttribute(name: string): string | null { return FakeElement.attributes[name] ?? null; }
  attachShadow(): unknown { return this.shadow; }
}
const realHTMLElement = globalThis.HTMLElement;
Object.assign(globalThis, { HTMLElement: FakeElement });
after(() => Object.assign(globalThis, { HTMLElement: realHTMLElement }));

type Props = { contentDataset?: string; container?: HTMLElement };
type Slots = Record<symbol, unknown> & { container: unknown; [RENDER]: () => void };

function element(calls: string[]): Slots {
  const Element = r2wcCore<Props, string>(() => null, { shadow: 'open', props: { contentDataset: 'string' } }, {
    mount: (_container, _component, props) => { calls.push(`mount ${String(props.contentDataset)}`); return 'root'; },
    update: (_root, props) => { calls.push(`update ${String(props.contentDataset)}`); },
    unmount: () => { calls.push('unmount'); },
  });
  FakeElement.attributes = { 'content-dataset': 'holiday' };
  return new Element() as unknown as Slots;
}

describe('@r2wc/core slots the element wrapper writes to', () => {
  it('keeps the attributes\' props in the PROPS bag, beside the shadow root as container', () => {
    const el = element([]);
    assert.deepEqual({ ...(el[PROPS] as object) }, { container: { kind: 'shadow root' }, contentDataset: 'holiday' });
    assert.deepEqual(el.container, { kind: 'shadow root' });
  });

  it('renders the bag on RENDER while CONNECTED, and not at all when CONNECTED is false', () => {
    const calls: string[] = [];
    const el = element(calls);
    el[CONNECTED] = false;
    el[RENDER]();
    assert.deepEqual(calls, []);
    el[CONNECTED] = true;
    (el[PROPS] as Props).contentDataset = undefined;
    el[RENDER]();
    (el[PROPS] as Props).contentDataset = 'staging';
    el[RENDER]();
    assert.deepEqual(calls, ['mount undefined', 'update staging']);
  });

  it('is the pinned version, so that an upgrade is a decision that runs this test', () => {
    const declared = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    const installed = (name: string) => (JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string }).version;
    for (const name of ['@r2wc/core', '@r2wc/react-to-web-component']) {
      assert.match(declared[name] ?? '', /^\d+\.\d+\.\d+$/, `${name} is pinned to an exact version`);
      assert.equal(installed(name), declared[name]);
    }
  });
});
