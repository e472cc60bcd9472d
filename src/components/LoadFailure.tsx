/**
 * A lazily loaded screen whose code cannot be fetched (backend or network gone) shows the friendly
 * error with a retry instead of unmounting the whole element (DECISIONS: never a blank element).
 */
import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { emit } from '../stores/host.ts';
import { ErrorMessage } from './StatusMessage.tsx';

/** React.lazy keeps a failed import for good; `retry()` makes a fresh one for the next render. */
export function retryableLazy<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let current: LazyExoticComponent<ComponentType<Props>> = lazy(load);
  return {
    get: () => current,
    retry: () => {
      current = lazy(load);
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
    console.error('[fragrance-quiz] A screen could not load', error);
    emit('fq-error', { message: error instanceof Error ? error.message : String(error), source: 'content' });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorMessage
        title={this.props.title}
        message="The page's code could not be downloaded."
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
