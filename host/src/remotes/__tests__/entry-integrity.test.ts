import { registerRemotes } from '@module-federation/enhanced/runtime';
import entryIntegrityPlugin from '../entry-integrity-plugin';
import { ensureRemotesRegistered } from '../register';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const CARDS = `sha384-${'c'.repeat(64)}`;
const STABLE = `sha384-${'s'.repeat(64)}`;
const CANARY = `sha384-${'n'.repeat(64)}`;

/** The script the federation runtime would insert for `url`, as the plugin makes it. */
function scriptFor(url: string): HTMLScriptElement | undefined {
  const createScript = entryIntegrityPlugin().createScript as (args: { url: string }) => HTMLScriptElement | undefined;
  return createScript({ url });
}

describe('remote entries load with the integrity the pins recorded', () => {
  beforeAll(async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({
        'remote-auth': '1.0.0',
        'remote-cards': '1.2.0',
        'remote-messages': { stable: '1.0.0', canary: 'https://cdn.team.example/remote-messages/1.1.0/', percent: 99 },
        integrity: {
          'remote-cards': { '1.2.0': CARDS },
          'remote-messages': { '1.0.0': STABLE, 'https://cdn.team.example/remote-messages/1.1.0/': CANARY },
        },
      }),
    );
    await ensureRemotesRegistered();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
  afterAll(() => jest.restoreAllMocks());

  it('sets the recorded SHA-384 on the entry script, in CORS mode, by absolute or relative URL', () => {
    for (const url of ['/remote-cards/1.2.0/remoteEntry.js', `${location.origin}/remote-cards/1.2.0/remoteEntry.js`]) {
      const script = scriptFor(url);
      expect(script?.integrity).toBe(CARDS);
      expect(script?.crossOrigin).toBe('anonymous');
      expect(script?.src).toBe(`${location.origin}/remote-cards/1.2.0/remoteEntry.js`);
    }
  });

  it('knows the hash of the stable pin, which a failing canary falls back to', () => {
    const stable = scriptFor('/remote-messages/1.0.0/remoteEntry.js');
    expect(stable?.integrity).toBe(STABLE);
  });

  it('leaves a pin without recorded integrity, and any other script, to the runtime', () => {
    expect(scriptFor('/remote-auth/1.0.0/remoteEntry.js')).toBeUndefined();
    expect(scriptFor('/remote-cards/1.1.0/remoteEntry.js')).toBeUndefined();
  });
});
