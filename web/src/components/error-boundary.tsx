import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children once one of them threw while rendering. */
  fallback: (error: Error) => ReactNode;
  /** A change (e.g. the URL's path) clears a caught error, so navigating away renders children again. */
  resetKey: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  /** The resetKey the error was caught under. */
  caughtAt: unknown;
}

/**
 * Catches what its children throw while rendering (a failed live read throws: reactfire raises a
 * listener's error in the reading component) and shows `fallback` instead of unmounting the whole app,
 * which would leave a blank page. React itself logs what was caught (onCaughtError). React offers error
 * boundaries only as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, caughtAt: undefined };

  static getDerivedStateFromError(thrown: unknown): Partial<ErrorBoundaryState> {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (state.error === null) return { caughtAt: props.resetKey };
    return Object.is(props.resetKey, state.caughtAt) ? null : { error: null, caughtAt: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
