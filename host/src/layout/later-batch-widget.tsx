import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

/** The batch widget's code could not be fetched (the network went before it came). */
class WidgetCodeUnavailable extends Error {}

const loadBatchWidget = () =>
  lazy(() =>
    import(/* webpackChunkName: "batch-widget" */ '../batch').then(
      (m) => ({ default: m.BatchWidget }),
      (error: unknown) => {
        throw new WidgetCodeUnavailable('The batch widget could not be fetched', { cause: error });
      },
    ),
  );

/** The widget's code as last asked for; asked again (a fresh lazy component) after a failure. */
let BatchWidget = loadBatchWidget();
function CurrentBatchWidget() {
  return <BatchWidget />;
}

/** Shows nothing in place of a widget whose code could not be fetched; any other fault goes up. */
class UnlessUnavailable extends Component<{ children: ReactNode; onFail: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof WidgetCodeUnavailable) this.props.onFail();
  }

  override render() {
    const { error } = this.state;
    if (error !== null && !(error instanceof WidgetCodeUnavailable)) throw error;
    return error === null ? <Suspense fallback={null}>{this.props.children}</Suspense> : null;
  }
}

/**
 * The batch widget, its code a chunk of its own: when that cannot be fetched (offline before it came)
 * the page stays as it is without it, and it is asked for again once the network is back.
 */
export function LaterBatchWidget() {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return undefined;
    const again = () => {
      BatchWidget = loadBatchWidget();
      setFailed(false);
      setAttempt((count) => count + 1);
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);
  return (
    <UnlessUnavailable key={attempt} onFail={() => setFailed(true)}>
      <CurrentBatchWidget />
    </UnlessUnavailable>
  );
}
