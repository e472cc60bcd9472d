/**
 * React 19 sets a custom element's prop as a DOM property whenever `name in element`, and `dataset` is
 * `HTMLElement`'s read-only `DOMStringMap`: `<fragrance-quiz dataset="staging">` would throw "only a
 * getter" (and unmount the host app), before the element is defined as much as after. So for elements
 * named `tagName` only (one call per name), assigning a string to `dataset` sets the `dataset` attribute (null or undefined
 * removes it); reading it still returns the `DOMStringMap` of `data-*` attributes. Every other element
 * keeps the platform's behaviour: assigning throws the same TypeError as in strict-mode code.
 */
const tagNames = new Set<string>();

export function acceptDatasetProperty(tagName: string): void {
  tagNames.add(tagName);
  const native = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset');
  if (!native?.get || native.set) return;
  Object.defineProperty(HTMLElement.prototype, 'dataset', {
    configurable: true,
    enumerable: native.enumerable ?? true,
    get: native.get,
    set(this: HTMLElement, value: unknown) {
      if (!tagNames.has(this.localName)) {
        throw new TypeError(`Cannot set property dataset of <${this.localName}> which has only a getter`);
      }
      if (value === null || value === undefined) this.removeAttribute('dataset');
      else if (typeof value === 'string') this.setAttribute('dataset', value);
      else throw new TypeError(`<${this.localName}>.dataset takes a content dataset name (a string)`);
    },
  });
}
