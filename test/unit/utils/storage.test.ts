import { readJson, removeKey, storageAvailable, writeJson } from '../../../src/utils/storage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const failing = (method: 'setItem' | 'getItem' | 'removeItem') =>
  jest.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });

describe('storage helpers', () => {
  it('round-trip JSON', () => {
    writeJson('k', { a: [1, 'b'] });
    expect(readJson('k')).toEqual({ a: [1, 'b'] });
    removeKey('k');
    expect(readJson('k')).toBeNull();
    expect(storageAvailable()).toBe(true);
    // the probe leaves nothing behind
    expect(localStorage.length).toBe(0);
  });

  it('a stored value that is not JSON reads as null', () => {
    localStorage.setItem('k', '{broken');
    expect(readJson('k')).toBeNull();
  });

  it('storage that throws on write is reported unavailable, and writing is a no-op', () => {
    failing('setItem');
    expect(storageAvailable()).toBe(false);
    expect(() => writeJson('k', 1)).not.toThrow();
  });

  it('storage that throws on read reads as null', () => {
    failing('getItem');
    expect(readJson('k')).toBeNull();
  });

  it('storage that throws on remove does not throw', () => {
    failing('removeItem');
    expect(() => removeKey('k')).not.toThrow();
    expect(storageAvailable()).toBe(false);
  });
});
