import { parsePinsIntegrity } from '@portal/shared/boot';
import { parsePins } from '../remotes/pins';
import { containerName, entryUrl } from '../remotes/remote-names';

describe('remote pins', () => {
  it('accepts a version for every remote', () => {
    const pins = { 'remote-auth': '1.0.0', 'remote-cards': '1.2.3-beta.1', 'remote-messages': '0.1.0' };
    expect(parsePins(pins)).toEqual(pins);
  });

  it('refuses pins that leave a remote out', () => {
    expect(() => parsePins({ 'remote-auth': '1.0.0', 'remote-cards': '1.0.0' })).toThrow(
      'remotes.json: remote-messages is missing; every remote needs a pin',
    );
  });

  it('refuses a version that is not a plain folder name', () => {
    const pins = { 'remote-auth': '../host', 'remote-cards': '1.0.0', 'remote-messages': '1.0.0' };
    expect(() => parsePins(pins)).toThrow('remotes.json: remote-auth: "../host" is neither a version');
    expect(() => parsePins(null)).toThrow('remotes.json: it is not a JSON object');
  });

  it('maps a pinned remote to its container name and versioned entry', () => {
    expect(containerName('remote-cards')).toBe('remote_cards');
    expect(entryUrl('remote-cards', '1.4.0')).toBe('/remote-cards/1.4.0/remoteEntry.js');
  });
});

describe('pins beyond a plain version', () => {
  const others = { 'remote-auth': '1.0.0', 'remote-messages': '1.0.0' };

  it('accepts the folder URL of a version published on another origin, and loads its entry there', () => {
    const url = 'https://cdn.team.example/remote-cards/1.4.0/';
    expect(parsePins({ ...others, 'remote-cards': url })['remote-cards']).toBe(url);
    expect(entryUrl('remote-cards', url)).toBe('https://cdn.team.example/remote-cards/1.4.0/remoteEntry.js');
    expect(parsePins({ ...others, 'remote-cards': 'http://127.0.0.1:4100/cards/' })['remote-cards']).toBe(
      'http://127.0.0.1:4100/cards/',
    );
  });

  it.each([
    'http://cdn.team.example/remote-cards/1.4.0/',
    'https://cdn.team.example/remote-cards/1.4.0',
    'https://user:secret@cdn.team.example/remote-cards/',
    'https://cdn.team.example/remote-cards/?v=1',
    'javascript:alert(1)//',
  ])('refuses %s (not https, not a folder, or carrying more than a place)', (url) => {
    expect(() => parsePins({ ...others, 'remote-cards': url })).toThrow('remotes.json: remote-cards: ');
  });

  it('accepts a canary of two pins with a percentage from 1 to 99', () => {
    const canary = { stable: '1.0.0', canary: 'https://cdn.team.example/remote-cards/2.0.0/', percent: 20 };
    expect(parsePins({ ...others, 'remote-cards': canary })['remote-cards']).toEqual(canary);
    for (const percent of [0, 100, 12.5, '20']) {
      expect(() => parsePins({ ...others, 'remote-cards': { ...canary, percent } })).toThrow(
        'remotes.json: remote-cards: ',
      );
    }
    expect(() => parsePins({ ...others, 'remote-cards': { ...canary, canary: '../x' } })).toThrow();
  });
});

describe('the integrity recorded with the pins', () => {
  const HASH = `sha384-${'A'.repeat(63)}B`;
  const pins = {
    'remote-auth': '1.0.0',
    'remote-cards': { stable: '1.0.0', canary: '1.1.0', percent: 10 },
    'remote-messages': '1.0.0',
  };
  const integrityOf = (integrity: unknown) => parsePinsIntegrity({ ...pins, integrity }, 'remotes.json');

  it('is read by remote and pin, for a canary’s two pins too, and pins without it load unchecked', () => {
    const integrity = { 'remote-cards': { '1.0.0': HASH, '1.1.0': HASH } };
    expect(integrityOf(integrity)).toEqual(integrity);
    expect(parsePins({ ...pins, integrity })).toEqual(pins);
    expect(parsePinsIntegrity(pins, 'remotes.json')).toEqual({});
  });

  it('refuses a hash that is not SHA-384, a pin not in use and a stranger', () => {
    expect(() => integrityOf({ 'remote-auth': { '1.0.0': 'sha256-abc' } })).toThrow(
      'remotes.json: integrity.remote-auth.1.0.0 must be sha384- and 64 base64 characters',
    );
    expect(() => integrityOf({ 'remote-auth': { '0.9.0': HASH } })).toThrow(
      'remotes.json: integrity.remote-auth names "0.9.0", which is not pinned',
    );
    expect(() => integrityOf({ host: { '1.0.0': HASH } })).toThrow('remotes.json: integrity: "host" is not a remote');
    expect(() => integrityOf([])).toThrow('remotes.json: integrity must be an object of remotes');
  });
});
