/**
 * Which components React handed new props after they mounted, read where React DevTools reads it: the
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__` React calls after every commit with the committed tree. React only
 * looks for the hook when react-dom loads, so a test file imports this module before anything else.
 */
interface Fiber {
  type: unknown;
  memoizedProps: unknown;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

interface Instance {
  type: unknown;
  props: unknown;
  /** Commits in which this mounted component had other props than in the commit before. */
  newProps: number;
}

// React keeps two fibers per mounted component and swaps them on each render: both map to one instance.
let instances = new WeakMap<Fiber, Instance>();
let counted: Instance[] = [];

function visit(first: Fiber | null): void {
  for (let fiber = first; fiber; fiber = fiber.sibling) {
    if (typeof fiber.type === 'function') {
      let instance = instances.get(fiber) ?? (fiber.alternate ? instances.get(fiber.alternate) : undefined);
      if (!instance) {
        instance = { type: fiber.type, props: fiber.memoizedProps, newProps: 0 };
        counted.push(instance);
      } else if (instance.props !== fiber.memoizedProps) {
        instance.props = fiber.memoizedProps;
        instance.newProps += 1;
      }
      instances.set(fiber, instance);
      if (fiber.alternate) instances.set(fiber.alternate, instance);
    }
    visit(fiber.child);
  }
}

(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => {},
  setStrictMode: () => {},
  onScheduleFiberRoot: () => {},
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => visit(root.current.child),
};

/** Forgets every component counted so far. */
export function resetRenderCounts(): void {
  instances = new WeakMap();
  counted = [];
}

/** For each mounted `component` since the last reset: in how many commits it was handed new props. */
export function newPropsCounts(component: unknown): number[] {
  return counted.filter((instance) => instance.type === component).map((instance) => instance.newProps);
}
