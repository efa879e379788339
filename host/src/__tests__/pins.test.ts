import { parsePins } from '../remotes/pins';
import { containerName, entryUrl } from '../remotes/remote-names';

describe('remote pins', () => {
  it('accepts a version for every remote', () => {
    const pins = { 'remote-auth': '1.0.0', 'remote-cards': '1.2.3-beta.1', 'remote-messages': '0.1.0' };
    expect(parsePins(pins)).toEqual(pins);
  });

  it('refuses pins that leave a remote out', () => {
    expect(() => parsePins({ 'remote-auth': '1.0.0', 'remote-cards': '1.0.0' })).toThrow(
      'remotes.json has no valid version for remote-messages',
    );
  });

  it('refuses a version that is not a plain folder name', () => {
    const pins = { 'remote-auth': '../host', 'remote-cards': '1.0.0', 'remote-messages': '1.0.0' };
    expect(() => parsePins(pins)).toThrow('remotes.json has no valid version for remote-auth');
    expect(() => parsePins(null)).toThrow('remotes.json is not an object');
  });

  it('maps a pinned remote to its container name and versioned entry', () => {
    expect(containerName('remote-cards')).toBe('remote_cards');
    expect(entryUrl('remote-cards', '1.4.0')).toBe('/remote-cards/1.4.0/remoteEntry.js');
  });
});
