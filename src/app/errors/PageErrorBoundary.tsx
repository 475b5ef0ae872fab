// The error boundary around page content: a failing page shows the error and a Retry while the navigation bar stays.
// Moving to another page clears the error.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage } from '../../relay/errorMessage';
import { ErrorPanel } from './ErrorPanel';
import { PageRetryKeyContext } from './pageRetryKey';

interface PageErrorBoundaryProps {
  /** When it changes (the page's path), a shown error is cleared. */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: string;
  retries: number;
}

export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, hasError: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  private readonly retry = () => this.setState((state) => ({ error: null, hasError: false, retries: state.retries + 1 }));

  override render(): ReactNode {
    if (this.state.hasError) {
      return <ErrorPanel title="This page could not be shown" message={errorMessage(this.state.error)} onRetry={this.retry} />;
    }
    return (
      <PageRetryKeyContext.Provider value={this.state.retries}>
        <RetryScope key={this.state.retries}>{this.props.children}</RetryScope>
      </PageRetryKeyContext.Provider>
    );
  }
}

/** Remounts the page on each retry, so its state starts fresh. */
function RetryScope({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
