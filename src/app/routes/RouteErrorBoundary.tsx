import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorPage from './ErrorPage';

interface RouteErrorBoundaryProps {
  /** When it changes (e.g. the location's pathname) a shown error is cleared. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** Catches render errors of a page so the shell stays usable and the error page shows instead. */
export default class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    this.setState({ error, errorInfo });
    console.error('Page error', error, errorInfo.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.reset();
  }

  reset = () => this.setState({ error: null, errorInfo: undefined });

  override render() {
    if (this.state.error) {
      return <ErrorPage error={this.state.error} errorInfo={this.state.errorInfo} resetErrorBoundary={this.reset} />;
    }
    return this.props.children;
  }
}
