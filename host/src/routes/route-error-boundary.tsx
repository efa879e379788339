import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../pages/route-error-page';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The page the error happened on: leaving it clears the error. */
  pathname: string;
}

class ErrorBoundaryAtPath extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Catches what a page throws while rendering (a bug, or a page module that could not be fetched)
 * and shows the generic error page in its place; navigating elsewhere renders the new page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundaryAtPath pathname={useLocation().pathname}>{children}</ErrorBoundaryAtPath>;
}
