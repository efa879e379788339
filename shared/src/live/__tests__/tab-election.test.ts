/** @jest-environment node */
import { channelElection, lockElection, type TabElection } from '../tab-election';
import { fakeLocks, nodeChannel, until } from './browser-tabs';

let names = 0;
/** A name of its own per test, so channels of one test never hear another's. */
const freshName = () => `election-test-${process.pid}-${++names}`;

/** Tabs joining one election; `leaders` lists them in the order they came to lead. */
function tabs(election: TabElection, name: string, count: number) {
  const leaders: number[] = [];
  const leaves = Array.from({ length: count }, (_, tab) => election.join(name, () => leaders.push(tab)));
  return { leaders, leave: (tab: number) => leaves[tab]!(), leaveAll: () => leaves.forEach((leave) => leave()) };
}

describe('the election by Web Locks', () => {
  it('lets the first tab lead, and on its leaving the tab that waited longest, never two at once', async () => {
    const locks = fakeLocks();
    const name = freshName();
    const { leaders, leave, leaveAll } = tabs(lockElection(locks), name, 3);
    await until(() => leaders.length === 1);
    expect(leaders).toEqual([0]);
    leave(0);
    await until(() => leaders.length === 2);
    expect(leaders).toEqual([0, 1]);
    expect(locks.holder(name)).toBe(2);
    leaveAll();
    await until(() => locks.holder(name) === undefined);
    expect(leaders).toEqual([0, 1]);
  });

  it('never elects a tab that left while it waited', async () => {
    const locks = fakeLocks();
    const name = freshName();
    const { leaders, leave } = tabs(lockElection(locks), name, 3);
    await until(() => leaders.length === 1);
    leave(1);
    leave(0);
    await until(() => leaders.length === 2);
    expect(leaders).toEqual([0, 2]);
    leave(2);
  });
});

describe('the election over a BroadcastChannel (no Web Locks)', () => {
  // A silence far above the beat, so a busy machine's late timer never passes for a gone leader.
  const TIMINGS = { beatMs: 20, silenceMs: 500, claimMs: 40 };
  let tabIds = 0;
  const election = (channels: ReturnType<typeof nodeChannel>[] = []) =>
    channelElection(
      (name) => {
        const channel = nodeChannel(name);
        channels.push(channel);
        return channel;
      },
      TIMINGS,
      () => `tab-${String(++tabIds).padStart(4, '0')}`,
    );

  /** Counts the leader's beats, to see that time passed with one leader. */
  function beats(name: string) {
    const heard = { count: 0 };
    const listener = nodeChannel(`${name}:election`);
    listener.addEventListener('message', ({ data }) => {
      if ((data as { kind: string }).kind === 'leading') heard.count += 1;
    });
    return { heard, close: () => listener.close() };
  }

  it('elects one of the tabs that join together, and another when it resigns', async () => {
    const name = freshName();
    const beat = beats(name);
    const { leaders, leave, leaveAll } = tabs(election(), name, 3);
    await until(() => leaders.length === 1);
    const before = beat.heard.count;
    await until(() => beat.heard.count >= before + 10);
    expect(leaders).toHaveLength(1);
    leave(leaders[0]!);
    await until(() => leaders.length === 2);
    expect(new Set(leaders).size).toBe(2);
    const again = beat.heard.count;
    await until(() => beat.heard.count >= again + 10);
    expect(leaders).toHaveLength(2);
    leaveAll();
    beat.close();
  });

  it('replaces a leader that went silent without resigning (a crashed tab)', async () => {
    const name = freshName();
    const firstChannels: ReturnType<typeof nodeChannel>[] = [];
    const first = election(firstChannels).join(name, () => undefined);
    const beat = beats(name);
    await until(() => beat.heard.count >= 2);
    const { leaders, leaveAll } = tabs(election(), name, 1);
    // The crash: its channel is gone and its timers say nothing any more, with no resignation sent.
    firstChannels[0]!.postMessage = () => undefined;
    await until(() => leaders.length === 1);
    expect(leaders).toEqual([0]);
    first();
    leaveAll();
    beat.close();
  });
});
