import { readStorage, STORAGE_KEYS, writeStorage } from '../storage/keys';

afterEach(() => jest.restoreAllMocks());

describe('storage', () => {
  it('writes, reads and removes a value', () => {
    writeStorage('session', STORAGE_KEYS.menuKey, 'card');
    expect(readStorage('session', STORAGE_KEYS.menuKey)).toBe('card');
    writeStorage('session', STORAGE_KEYS.menuKey, null);
    expect(readStorage('session', STORAGE_KEYS.menuKey)).toBeNull();
  });

  it('reads nothing instead of crashing where storage is disabled', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStorage('local', STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps going when storage is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStorage('local', STORAGE_KEYS.token, 'x')).not.toThrow();
  });
});
