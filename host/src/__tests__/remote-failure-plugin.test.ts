import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import remoteFailurePlugin, { RemoteLoadError } from '../remotes/remote-failure-plugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string; origin: ModuleFederation }) => unknown;
const hook = remoteFailurePlugin().errorLoadRemote as unknown as ErrorHook;
const origin = {} as ModuleFederation;

describe('the remote failure plugin', () => {
  it('turns a failed module load into a RemoteLoadError naming the module', () => {
    const cause = new Error('ChunkLoadError');
    expect(() => hook({ id: 'remote_cards/Wallet', error: cause, lifecycle: 'onLoad', origin })).toThrow(
      new RemoteLoadError('remote_cards/Wallet', { cause }),
    );
  });

  it('leaves failures of other steps to the runtime (a module of no registered remote)', () => {
    const error = new Error('RUNTIME-004');
    expect(hook({ id: 'remote_nowhere/Page', error, lifecycle: 'beforeRequest', origin })).toBeUndefined();
  });
});
