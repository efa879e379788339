import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { notify } from '@portal/shared';
import { afterNextPaint } from '@portal/shared/signed-in';
import { cardStrings as text } from '../strings';

/** Where the browser has no idle callbacks: how long a part's code waits before it is fetched. */
const NO_IDLE_CALLBACK_WAIT_MS = 500;
/** The longest a part's code waits for an idle moment before it is fetched anyway. */
const IDLE_WAIT_MS = 2_000;

/**
 * True from the frame after `ready` (the first screen shown) turned true: what lies below the fold
 * starts loading and rendering after the first screen has been painted, in tasks of its own, rather
 * than delaying that paint.
 */
export function useAfterFirstScreen(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => (!ready || after ? undefined : afterNextPaint(() => setAfter(true))), [ready, after]);
  return after;
}

/** A part's code could not be fetched (offline, or the server went away): see `LaterPart`. */
export class PartCodeUnavailable extends Error {
  constructor(cause: unknown) {
    super('The code of a part of the page could not be fetched', { cause });
    this.name = 'PartCodeUnavailable';
  }
}

/** The parts whose code could not be fetched: each entry makes its part ask for it afresh. */
const failedParts = new Set<() => void>();

/** The parts whose code failed ask for it again when next rendered (see `LaterPart`). */
function forgetFailedParts(): void {
  for (const forget of [...failedParts]) forget();
}

/**
 * A component whose code is a chunk of its own, loaded when it first renders; `preload` fetches it
 * ahead (see `usePreloadWhenIdle`, and when what opens it is pointed at or focused). Code that could
 * not be fetched (offline) is asked for again by the next preload, or when a `LaterPart` around it
 * starts or is retried; until then the part fails at once (React keeps a lazy component's failure).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const forget = () => {
    failedParts.delete(forget);
    loading = undefined;
    Loaded = lazy(start);
  };
  const start = (): Promise<{ default: ComponentType<Props> }> =>
    (loading ??= load()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        failedParts.add(forget);
        throw new PartCodeUnavailable(error);
      }));
  let Loaded = lazy(start);
  const preload = () => {
    if (failedParts.has(forget)) forget();
    start().catch(() => undefined);
  };
  function Part(props: Props) {
    return <Loaded {...props} />;
  }
  return Object.assign(Part, { preload });
}

interface LaterPartProps {
  children: ReactNode;
  /**
   * Called when the part's code cannot be fetched, for a part that then leaves nothing in its place
   * (a dialog closes): the notice 加载失败，请检查网络后重试 says why.
   */
  onFail?: () => void;
  /** What stands in its place then, given a way to try again; nothing by default. */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * Where parts loaded later render: nothing while their code loads, and when it cannot be fetched
 * (the network went before it came) `failed` in their place, never an error for the whole page. A
 * LaterPart that starts (a dialog opened again) or is retried asks again for the code that failed.
 */
export class LaterPart extends Component<LaterPartProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  constructor(props: LaterPartProps) {
    super(props);
    forgetFailedParts();
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof PartCodeUnavailable) || !this.props.onFail) return;
    this.props.onFail();
    notify.error(text.loadFailed);
  }

  private readonly retry = () => {
    forgetFailedParts();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    // Anything else is a fault of the part itself: the page's own boundary shows it.
    if (error !== null && !(error instanceof PartCodeUnavailable)) throw error;
    if (error !== null) return this.props.failed?.(this.retry) ?? null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/**
 * Fetches a part's code once the screen that can open it has painted and the browser is idle, so it
 * opens at once when asked, and still opens when the network has gone meanwhile (a card frozen offline).
 */
export function usePreloadWhenIdle(part: { preload: () => void }, ready = true): void {
  const after = useAfterFirstScreen(ready);
  useEffect(() => {
    if (!after) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(part.preload, NO_IDLE_CALLBACK_WAIT_MS);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(part.preload, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(idle);
  }, [after, part]);
}
