import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../pages/route-error-page';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  /** What the page threw (boxed: a page may throw any value, even a falsy one). */
  failure: { error: unknown } | null;
  /** The page the error happened on: leaving it clears the error. */
  pathname: string;
}

class ErrorBoundaryAtPath extends Component<Props, State> {
  override state: State = { failure: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failure: null, pathname: props.pathname };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorPage error={failure.error} /> : this.props.children;
  }
}

/**
 * Catches what a page throws while rendering (a bug, or a page module that could not be fetched)
 * and shows the generic error page in its place; navigating elsewhere renders the new page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundaryAtPath pathname={useLocation().pathname}>{children}</ErrorBoundaryAtPath>;
}
