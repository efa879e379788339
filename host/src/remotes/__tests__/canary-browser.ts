import { STORAGE_KEYS } from '@portal/shared';
import { rolloutBucket } from '../rollout';

/** A merchant's pins with remote-auth in a 99% canary. */
export const CANARY_PINS = {
  'remote-auth': { stable: '1.0.0', canary: '1.1.0', percent: 99 },
  'remote-cards': '1.0.0',
  'remote-messages': '1.0.0',
};

/**
 * Makes this test file's browser one in remote-auth's canary (bucket 0 of 99), serving it
 * `CANARY_PINS`, and keeps the load reports it sends. Answers them as the API would read them.
 */
export function canaryBrowser(): () => Promise<unknown[]> {
  const beacons: Blob[] = [];
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => {
        expect(url).toBe('/api/v1/telemetry/remote-load');
        beacons.push(body);
        return true;
      },
    });
    localStorage.setItem(STORAGE_KEYS.rolloutSeed, '0');
    localStorage.setItem(STORAGE_KEYS.rolloutSeed, String((100 - rolloutBucket('remote-auth')) % 100));
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(CANARY_PINS));
  });
  afterAll(() => jest.restoreAllMocks());
  return () => Promise.all(beacons.map(async (body) => JSON.parse(await body.text()) as unknown));
}
