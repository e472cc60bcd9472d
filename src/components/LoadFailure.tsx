/**
 * A lazily loaded screen whose code cannot be fetched (backend or network gone) shows the friendly
 * error with a retry instead of unmounting the whole element (never a blank element).
 */
import { Component, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { reportError } from '../stores/report-error.ts';
import { $screenFailed } from '../stores/main-content.ts';
import { $words } from '../stores/words.ts';
import { ErrorMessage, LoadingMessage } from './StatusMessage.tsx';

/**
 * A chunk loaded once and shared: `preload()` starts the import (a failed one is tried again on the next
 * call); `loaded()` gives the component once it is in, so a screen renders it at once.
 */
// A screen takes any component type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyCode<Module extends { default: ComponentType<any> }>(load: () => Promise<Module>) {
  let pending: Promise<Module> | null = null;
  let loaded: Module | null = null;
  const preload = (): Promise<Module> => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    }, (error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return {
    loaded: (): Module['default'] | null => loaded?.default ?? null,
    preload,
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
    const message = error instanceof Error ? error.message : String(error);
    reportError({ message: `A part of the quiz could not be downloaded: ${message}`, source: 'content', status: null, url: null, retriable: true }, error);
  }

  override componentWillUnmount(): void {
    if (this.state.failed) $screenFailed.set(false);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorMessage
        title={this.props.title}
        message={$words.get().networkMessage}
        onRetry={() => {
          this.props.onRetry();
          $screenFailed.set(false);
          this.setState({ failed: false });
        }}
      />
    );
  }
}

/** What `lazyCode` gives a screen that renders it. */
interface LazyCode<Props> {
  loaded(): ComponentType<Props> | null;
  preload(): Promise<{ default: ComponentType<Props> }>;
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
 * Renders the component once its code is in: at once when it already is, `loadingLabel` until then.
 * Plain state, not Suspense: React holds a suspended screen's content back for up to 300 ms after its
 * code arrived (on a timer), and the content should show as soon as it can.
 */
function LazyLoader<Props extends object>({ code, loadingLabel, props }: Omit<LazyScreenProps<Props>, 'failedTitle'>) {
  const [state, setState] = useState<{ component: ComponentType<Props> | null; error?: unknown }>(() => ({ component: code.loaded() }));
  useEffect(() => {
    if (state.component) return undefined;
    let current = true;
    code.preload().then(
      (module) => current && setState({ component: module.default }),
      (error: unknown) => current && setState({ component: null, error }),
    );
    return () => {
      current = false;
    };
  }, [code, state.component]);
  // The boundary around it shows the failure, with its retry.
  if (state.error !== undefined) throw state.error;
  if (!state.component) return <LoadingMessage label={loadingLabel} />;
  const Loaded = state.component;
  return <Loaded {...props} />;
}

/**
 * A lazily loaded screen: rendered at once when its code is in, `loadingLabel` until then, and the
 * friendly error with a retry (which loads it again) when its code cannot be fetched.
 */
export function LazyScreen<Props extends object>({ code, failedTitle, loadingLabel, props }: LazyScreenProps<Props>) {
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  return (
    <LoadFailureBoundary title={failedTitle} onRetry={retry}>
      <LazyLoader key={attempt} code={code} loadingLabel={loadingLabel} props={props} />
    </LoadFailureBoundary>
  );
}
