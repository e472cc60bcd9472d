/**
 * The private slots of @r2wc/core that elements/quiz-element.ts uses: its public API cannot reset a prop
 * when an attribute is removed, nor map `dataset` to another prop name. Both packages are pinned to exact
 * versions and `./r2wc-slots.test.ts` fails when an upgrade moves these (docs/decisions.md "Element wrapper").
 */
/** The props bag r2wc renders with. */
export const PROPS = Symbol.for('r2wc.props');
/** Mounts or updates the React root with the props bag (only while connected). */
export const RENDER = Symbol.for('r2wc.render');
/** Whether the element renders; false stops a second quiz from mounting. */
export const CONNECTED = Symbol.for('r2wc.connected');
