import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A later part's code could not be fetched (the network went before it came). */
class PartCodeUnavailable extends Error {}

/** Shows nothing in place of a part whose code could not be fetched; any other fault goes up. */
class UnlessUnavailable extends Component<{ children: ReactNode; onFail: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PartCodeUnavailable) this.props.onFail();
  }

  override render() {
    const { error } = this.state;
    if (error !== null && !(error instanceof PartCodeUnavailable)) throw error;
    return error === null ? <Suspense fallback={null}>{this.props.children}</Suspense> : null;
  }
}

/**
 * A part of the layout whose code is a chunk of its own, rendered where it is placed once that code
 * is in: when it cannot be fetched (offline before it came) the page stays as it is without it, and
 * it is asked for again once the network is back.
 */
export function laterPart(name: string, load: () => Promise<ComponentType>): ComponentType {
  const lazyPart = () =>
    lazy(() =>
      load().then(
        (part) => ({ default: part }),
        (error: unknown) => {
          throw new PartCodeUnavailable(`The ${name} could not be fetched`, { cause: error });
        },
      ),
    );
  /** The part's code as last asked for; asked again (a fresh lazy component) after a failure. */
  let Part = lazyPart();
  function CurrentPart() {
    return <Part />;
  }

  function LaterPart() {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) return undefined;
      const again = () => {
        Part = lazyPart();
        setFailed(false);
        setAttempt((count) => count + 1);
      };
      window.addEventListener('online', again);
      return () => window.removeEventListener('online', again);
    }, [failed]);
    return (
      <UnlessUnavailable key={attempt} onFail={() => setFailed(true)}>
        <CurrentPart />
      </UnlessUnavailable>
    );
  }
  return LaterPart;
}
