/**
 * How the tabs of one browser choose the one that holds a shared resource: a tab joins under a
 * name, `lead` runs once its turn comes (at most once), and the answer leaves (a leader gives the
 * place up, a waiting tab stops waiting). A tab that closes leaves by itself.
 */
export interface TabElection {
  /** Joins the election under `name`; answers the function that leaves it. */
  join(name: string, lead: () => void): () => void;
}

/** The part of the Web Locks API the election uses (`navigator.locks`). */
export interface LockRequester {
  request(
    name: string,
    options: { mode: 'exclusive'; signal: AbortSignal },
    held: () => Promise<void>,
  ): Promise<unknown>;
}

/** The part of BroadcastChannel the tabs' messages use. */
export interface TabChannel {
  /** Sends to the channels of this name in the other tabs (never to itself). */
  postMessage(message: unknown): void;
  /** Hears what the other tabs send. */
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** Leaves the channel: nothing more is sent or heard. */
  close(): void;
}

/**
 * The election by Web Locks: the leader holds an exclusive lock for as long as it leads (the browser
 * frees it when the tab closes), the others wait for it in the order they asked, so the tab that has
 * waited longest (and seen the most events) takes over.
 */
export function lockElection(locks: LockRequester): TabElection {
  return {
    join(name, lead) {
      const waiting = new AbortController();
      let release: (() => void) | undefined;
      let left = false;
      locks
        .request(name, { mode: 'exclusive', signal: waiting.signal }, () => {
          if (left) return Promise.resolve();
          const held = new Promise<void>((resolve) => (release = resolve));
          lead();
          return held;
        })
        // Left while still waiting: the request is withdrawn with an AbortError.
        .catch(() => undefined);
      return () => {
        left = true;
        waiting.abort();
        release?.();
      };
    },
  };
}

/** What the tabs say on a channel election: who leads (sent every `beatMs`), who asks to, who gives it up. */
type ElectionMessage = { kind: 'leading' | 'claim' | 'resign'; tab: string };

export interface ChannelElectionTimings {
  /** How often the leader says it leads. */
  beatMs: number;
  /** Silence from the leader this long and a waiting tab asks to lead. */
  silenceMs: number;
  /** How long a tab that asked waits for an older claim or a leader to answer before it leads. */
  claimMs: number;
}

export const CHANNEL_ELECTION: ChannelElectionTimings = { beatMs: 1_000, silenceMs: 3_000, claimMs: 250 };

/**
 * The election where Web Locks are missing, over a BroadcastChannel: the leader says so every
 * `beatMs` and when asked; a tab that hears no leader for `silenceMs` (or hears it resign, or has
 * just joined) claims the place and leads unless within `claimMs` a leader answers or a tab with a
 * smaller id claims too. A leader that closes without resigning is replaced after the silence.
 */
export function channelElection(
  openChannel: (name: string) => TabChannel,
  timings: ChannelElectionTimings = CHANNEL_ELECTION,
  newTabId: () => string = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
): TabElection {
  return {
    join(name, lead) {
      const channel = openChannel(`${name}:election`);
      const tab = newTabId();
      let leading = false;
      let left = false;
      let silence: ReturnType<typeof setTimeout> | undefined;
      let claiming: ReturnType<typeof setTimeout> | undefined;
      let beat: ReturnType<typeof setInterval> | undefined;
      const say = (kind: ElectionMessage['kind']) => channel.postMessage({ kind, tab } satisfies ElectionMessage);

      const takeLead = () => {
        claiming = undefined;
        leading = true;
        clearTimeout(silence);
        say('leading');
        beat = setInterval(() => say('leading'), timings.beatMs);
        lead();
      };
      const claim = () => {
        clearTimeout(silence);
        if (claiming !== undefined) return;
        say('claim');
        claiming = setTimeout(takeLead, timings.claimMs);
      };
      const waitForLeader = () => {
        clearTimeout(claiming);
        claiming = undefined;
        clearTimeout(silence);
        silence = setTimeout(claim, timings.silenceMs);
      };

      channel.addEventListener('message', ({ data }: MessageEvent<ElectionMessage>) => {
        if (left) return;
        if (leading) {
          if (data.kind === 'claim') say('leading');
          return;
        }
        if (data.kind === 'leading') waitForLeader();
        else if (data.kind === 'resign') claim();
        else if (data.kind === 'claim' && claiming !== undefined) {
          // The smaller id leads: a tab that joined later never heard this one's claim, so it hears it again.
          if (data.tab < tab) waitForLeader();
          else say('claim');
        }
      });

      const leave = () => {
        if (left) return;
        left = true;
        clearTimeout(silence);
        clearTimeout(claiming);
        clearInterval(beat);
        if (leading) say('resign');
        channel.close();
        globalThis.removeEventListener?.('pagehide', leave);
      };
      // A closing tab that leads says so, and another takes over at once rather than after the silence.
      globalThis.addEventListener?.('pagehide', leave);
      claim();
      return leave;
    },
  };
}
