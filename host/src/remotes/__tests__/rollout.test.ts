import { STORAGE_KEYS } from '@portal/shared';
import { choosePin, rememberFailedCanary, rolloutBucket } from '../rollout';

const CANARY = { stable: '1.0.0', canary: '2.0.0', percent: 50 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The seed a browser with `bucket` for remote-cards would hold. */
function browserInBucket(bucket: number) {
  localStorage.setItem(STORAGE_KEYS.rolloutSeed, '0');
  const offset = rolloutBucket('remote-cards');
  localStorage.setItem(STORAGE_KEYS.rolloutSeed, String((bucket - offset + 100) % 100));
  expect(rolloutBucket('remote-cards')).toBe(bucket);
}

describe('choosing between stable and canary', () => {
  it('runs a plain pin as it is', () => {
    expect(choosePin('remote-cards', '1.0.0')).toEqual({ pin: '1.0.0', fallback: null });
  });

  it('runs the canary in the browsers below its percentage, with the stable pin to fall back to', () => {
    browserInBucket(49);
    expect(choosePin('remote-cards', CANARY)).toEqual({ pin: '2.0.0', fallback: '1.0.0' });
    browserInBucket(50);
    expect(choosePin('remote-cards', CANARY)).toEqual({ pin: '1.0.0', fallback: null });
  });

  it('keeps a browser on its choice: the seed is made once and kept', () => {
    const first = choosePin('remote-cards', CANARY);
    const seed = localStorage.getItem(STORAGE_KEYS.rolloutSeed);
    expect(seed).toMatch(/^\d+$/);
    for (let load = 0; load < 5; load += 1) expect(choosePin('remote-cards', CANARY)).toEqual(first);
    expect(localStorage.getItem(STORAGE_KEYS.rolloutSeed)).toBe(seed);
  });

  it('splits fresh browsers between both versions about as the percentage says', () => {
    let onCanary = 0;
    for (let browser = 0; browser < 400; browser += 1) {
      localStorage.clear();
      if (choosePin('remote-cards', CANARY).pin === '2.0.0') onCanary += 1;
    }
    expect(onCanary).toBeGreaterThan(140);
    expect(onCanary).toBeLessThan(260);
  });

  it('sends a tab whose canary failed to the stable pin from then on', () => {
    browserInBucket(10);
    rememberFailedCanary('remote-cards', '2.0.0');
    expect(choosePin('remote-cards', CANARY)).toEqual({ pin: '1.0.0', fallback: null });
    expect(choosePin('remote-cards', { ...CANARY, canary: '2.0.1' })).toEqual({ pin: '2.0.1', fallback: '1.0.0' });
  });
});
