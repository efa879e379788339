import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../atomic-write';
import { setPin } from '../change-commands';
import { formatPins, merchantName, parsePins, readMerchantPins } from '../pins-file';
import { makeWorkspace, type Workspace } from './workspace';

const FILE = 'pins/shop.example.com.json';
const VALID = {
  'remote-auth': '0.1.0',
  'remote-cards': { stable: '0.1.0', canary: '0.2.0', percent: 20 },
  'remote-messages': 'https://cdn.team.example/remote-messages/1.4.0/',
};
const parseWith = (change: Record<string, unknown>) => () => parsePins(JSON.stringify({ ...VALID, ...change }), FILE);

describe('a pins file', () => {
  it('holds versions, canaries and folder URLs on other origins', () => {
    expect(parsePins(JSON.stringify(VALID), FILE)).toEqual({ pins: VALID, integrity: {} });
    expect(parseWith({ 'remote-auth': 'http://localhost:3001/remote-auth/' })).not.toThrow();
    expect(parseWith({ 'remote-auth': '1.0.0-rc.1+build.5' })).not.toThrow();
  });

  it('is refused, naming the file and the remote, when a remote is missing', () => {
    const { 'remote-cards': _cards, ...rest } = VALID;
    expect(() => parsePins(JSON.stringify(rest), FILE)).toThrow(
      `${FILE}: remote-cards is missing; every remote needs a pin`,
    );
  });

  it('is refused, naming the file and the remote, for a bad version or URL', () => {
    expect(parseWith({ 'remote-auth': '../host' })).toThrow(`${FILE}: remote-auth: "../host" is neither a version`);
    expect(parseWith({ 'remote-auth': 7 })).toThrow(`${FILE}: remote-auth: a pin is a version or a folder URL, got 7`);
    expect(parseWith({ 'remote-auth': 'http://cdn.example/a/' })).toThrow(
      `${FILE}: remote-auth: "http://cdn.example/a/" must be an https URL (http only for localhost)`,
    );
    expect(parseWith({ 'remote-auth': 'https://cdn.example/a/remoteEntry.js' })).toThrow(
      'must be a folder URL ending in /',
    );
    expect(parseWith({ 'remote-auth': 'https://me:secret@cdn.example/a/' })).toThrow('must not carry a user name');
  });

  it('is refused, naming the file and the remote, for a canary percent out of range', () => {
    for (const percent of [0, 100, 20.5, '20']) {
      expect(parseWith({ 'remote-cards': { stable: '0.1.0', canary: '0.2.0', percent } })).toThrow(
        `${FILE}: remote-cards: percent must be a whole number from 1 to 99, got ${JSON.stringify(percent)}`,
      );
    }
    expect(parseWith({ 'remote-cards': { stable: '0.1.0', canary: '0.1.0', percent: 5 } })).toThrow(
      'is the stable pin itself',
    );
  });

  it('is refused for a remote it does not know, or for not being JSON', () => {
    expect(parseWith({ 'remote-extra': '0.1.0' })).toThrow(`${FILE}: "remote-extra" is not a remote`);
    expect(() => parsePins('{', FILE)).toThrow(`${FILE} is not valid JSON`);
  });

  it('is written in the form Prettier keeps, canaries included', () => {
    // The repository's format check covers deploy/pins/.
    const root = path.join(__dirname, '..', '..', '..', '..');
    const text = formatPins({ pins: VALID, integrity: {} });
    const prettier = spawnSync(
      process.execPath,
      [
        require.resolve('prettier/bin/prettier.cjs'),
        '--config',
        path.join(root, '.prettierrc.json'),
        '--stdin-filepath',
        'pins.json',
      ],
      { input: text, encoding: 'utf8' },
    );
    expect(prettier.stdout).toBe(text);
  });

  it('names a merchant by its host name, in lower case', () => {
    expect(merchantName('Shop.Example.COM')).toBe('shop.example.com');
    for (const bad of ['.example.com', '../default', 'shop example', '']) {
      expect(() => merchantName(bad)).toThrow('is not a merchant: name it by its host name');
    }
  });
});

describe('writing a pins file', () => {
  let workspace: Workspace;
  beforeEach(() => (workspace = makeWorkspace()));
  afterEach(() => workspace.cleanup());

  /** Writes the temporary file, then dies before it can be renamed. */
  const crashAfterWriting = async (file: string, content: string) => {
    await writeFile(file, content);
    throw new Error('power cut');
  };

  it('replaces the file in one step: a crash mid-write leaves the old file whole and no temp file', async () => {
    const target = path.join(workspace.pinsDir, 'default.json');
    const before = readFileSync(target, 'utf8');
    await expect(writeFileAtomic(target, '{"remote-auth": "9', crashAfterWriting)).rejects.toThrow('power cut');
    expect(readFileSync(target, 'utf8')).toBe(before);
    expect(readdirSync(workspace.pinsDir)).toEqual(['default.json']);
  });

  it('through a command: a crash leaves the old pins, records nothing and leaves no temp file', async () => {
    const { context, pinsDir } = workspace;
    writeFileSync(path.join(pinsDir, 'shop.example.com.json'), formatPins({ pins: VALID, integrity: {} }));
    await expect(
      setPin({ ...context, writeFile: crashAfterWriting }, 'shop.example.com', 'remote-cards@0.3.0'),
    ).rejects.toThrow('power cut');
    expect(workspace.pinsOf('shop.example.com')).toEqual(VALID);
    expect(readdirSync(pinsDir).sort()).toEqual(['default.json', 'shop.example.com.json']);
  });

  it("gives a merchant without a file default.json's pins, and says so", async () => {
    const { pins, own } = await readMerchantPins(workspace.pinsDir, 'new.example.com');
    expect(own).toBe(false);
    expect(pins['remote-auth']).toBe('0.1.0');
  });
});
