import { abortCanary, promoteCanary, rollback, setPin, startCanary } from '../change-commands';
import { makeWorkspace, type Workspace } from './workspace';

let workspace: Workspace;
beforeEach(() => (workspace = makeWorkspace()));
afterEach(() => workspace.cleanup());

const SHOP = 'shop.example.com';

describe('pins canary', () => {
  it('adds a canary over the current stable pin, with its percent, and records it', async () => {
    expect(await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '20')).toBe(
      `${SHOP}: remote-cards 0.1.0 -> 0.1.0 + canary 0.2.0 at 20% (a new file, copied from default.json)`,
    );
    expect(workspace.pinsOf(SHOP)).toEqual({
      'remote-auth': '0.1.0',
      'remote-cards': { stable: '0.1.0', canary: '0.2.0', percent: 20 },
      'remote-messages': '0.1.0',
    });
    expect(workspace.history()).toEqual([
      expect.objectContaining({
        remote: 'remote-cards',
        from: '0.1.0',
        to: { stable: '0.1.0', canary: '0.2.0', percent: 20 },
        action: 'canary',
      }),
    ]);
  });

  it('replaces an earlier canary over the same stable pin', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '20');
    await startCanary(workspace.context, SHOP, 'remote-cards@0.3.0', '5');
    expect(workspace.pinsOf(SHOP)).toMatchObject({
      'remote-cards': { stable: '0.1.0', canary: '0.3.0', percent: 5 },
    });
  });

  it('refuses a percent out of 1 to 99, or none', async () => {
    for (const percent of ['0', '100', '20.5', '-5', 'half', '']) {
      await expect(startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', percent)).rejects.toThrow(
        `--percent must be a whole number from 1 to 99, got ${JSON.stringify(percent)}`,
      );
    }
    await expect(startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', undefined)).rejects.toThrow(
      'a canary needs --percent N',
    );
    expect(() => workspace.pinsOf(SHOP)).toThrow();
  });

  it('runs the same checks as set, and refuses the stable pin itself as a canary', async () => {
    await expect(startCanary(workspace.context, SHOP, 'remote-cards@9.9.9', '10')).rejects.toThrow('is not published');
    await expect(startCanary(workspace.context, SHOP, 'remote-cards@2.0.0', '10')).rejects.toThrow(
      'remote-cards@2.0.0 needs react ^20.0.0, the host provides 19.3.1',
    );
    await expect(startCanary(workspace.context, SHOP, 'remote-cards@0.1.0', '10')).rejects.toThrow(
      `${SHOP}: remote-cards 0.1.0 is the stable pin already`,
    );
  });
});

describe('pins promote', () => {
  it('makes the canary the stable pin', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '20');
    expect(await promoteCanary(workspace.context, SHOP, 'remote-cards')).toBe(
      `${SHOP}: remote-cards 0.1.0 + canary 0.2.0 at 20% -> 0.2.0`,
    );
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.2.0' });
    expect(workspace.history().at(-1)).toMatchObject({ action: 'promote', to: '0.2.0' });
  });

  it('refuses when there is no canary', async () => {
    await setPin(workspace.context, SHOP, 'remote-cards@0.2.0');
    await expect(promoteCanary(workspace.context, SHOP, 'remote-cards')).rejects.toThrow(
      `${SHOP}: remote-cards has no canary (it is pinned to 0.2.0)`,
    );
  });
});

describe('pins abort', () => {
  it('removes the canary, keeps the stable pin and records the reason', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '20');
    expect(
      await abortCanary({ ...workspace.context, who: 'canary-watcher' }, SHOP, 'remote-cards', {
        reason: 'error rate 4.2% over 15 min',
      }),
    ).toBe(`${SHOP}: remote-cards 0.1.0 + canary 0.2.0 at 20% -> 0.1.0`);
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.1.0' });
    expect(workspace.history().at(-1)).toEqual({
      at: '2025-05-01T10:01:00.000Z',
      who: 'canary-watcher',
      merchant: SHOP,
      remote: 'remote-cards',
      from: { stable: '0.1.0', canary: '0.2.0', percent: 20 },
      to: '0.1.0',
      action: 'abort',
      reason: 'error rate 4.2% over 15 min',
      fromIntegrity: { '0.2.0': workspace.entryHash('remote-cards', '0.2.0') },
    });
  });

  it('refuses when there is no canary', async () => {
    await expect(abortCanary(workspace.context, SHOP, 'remote-cards')).rejects.toThrow(
      `${SHOP}: remote-cards has no canary (it is pinned to 0.1.0)`,
    );
  });

  it('can be rolled back: the canary comes back as it was', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '20');
    await abortCanary(workspace.context, SHOP, 'remote-cards');
    await rollback(workspace.context, SHOP, 'remote-cards');
    expect(workspace.pinsOf(SHOP)).toMatchObject({
      'remote-cards': { stable: '0.1.0', canary: '0.2.0', percent: 20 },
    });
  });
});
