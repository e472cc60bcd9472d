/**
 * A lazily loaded screen whose code cannot be fetched (backend or network gone) shows the friendly
 * error with a retry instead of unmounting the whole element (never a blank element).
 */
import { Component, lazy, Suspense, useReducer, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { LOAD_ERROR_TEXT } from '../core/load-error.ts';
import { emit } from '../stores/host.ts';
import { $screenFailed } from '../stores/main-content.ts';
import { ErrorMessage, LoadingMessage } from './StatusMessage.tsx';

/**
 * React.lazy keeps a failed import for good; `retry()` makes a fresh one for the next render.
 * `preload()` starts the import early; once it resolved, `get()` gives the component itself, which
 * renders at once instead of suspending for a frame (no loading fallback flashes by).
 */
// React's own `lazy` takes any component type the same way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function retryableLazy<Module extends { default: ComponentType<any> }>(load: () => Promise<Module>) {
  let pending: Promise<Module> | null = null;
  let loaded: Module | null = null;
  const start = (): Promise<Module> => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    }, (error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  let current = lazy(start);
  return {
    get: (): Module['default'] | LazyExoticComponent<Module['default']> => loaded?.default ?? current,
    preload: start,
    retry: () => {
      current = lazy(start);
    },
  };
}

interface LoadFailureProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

export class LoadFailureBoundary extends Component<LoadFailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    $screenFailed.set(true);
    console.error('[fragrance-quiz] A screen could not load', error);
    emit('fq-error', { message: error instanceof Error ? error.message : String(error), source: 'content' });
  }

  override componentWillUnmount(): void {
    if (this.state.failed) $screenFailed.set(false);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorMessage
        title={this.props.title}
        message={LOAD_ERROR_TEXT.network.message}
        onRetry={() => {
          this.props.onRetry();
          $screenFailed.set(false);
          this.setState({ failed: false });
        }}
      />
    );
  }
}

/** What `retryableLazy` gives a screen that renders it. */
interface LazyCode<Props> {
  get(): ComponentType<Props>;
  retry(): void;
}

interface LazyScreenProps<Props> {
  code: LazyCode<Props>;
  /** The message's title when the code cannot be fetched. */
  failedTitle: string;
  /** What shows while the code loads. */
  loadingLabel: string;
  props: Props;
}

/**
 * A lazily loaded component: rendered at once when its code is in, `loadingLabel` until then, and the
 * friendly error with a retry (which loads it again) when its code cannot be fetched.
 */
export function LazyScreen<Props extends object>({ code, failedTitle, loadingLabel, props }: LazyScreenProps<Props>) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Loaded = code.get();
  return (
    <LoadFailureBoundary
      title={failedTitle}
      onRetry={() => {
        code.retry();
        rerender();
      }}
    >
      <Suspense fallback={<LoadingMessage label={loadingLabel} />}>
        <Loaded {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
