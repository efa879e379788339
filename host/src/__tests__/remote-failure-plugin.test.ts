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

  it('leaves a failed manifest fetch to the runtime, so that a retry fetches it again', () => {
    const error = new Error('404');
    expect(
      hook({ id: '/remote-cards/1.0.0/mf-manifest.json', error, lifecycle: 'afterResolve', origin }),
    ).toBeUndefined();
  });
});
