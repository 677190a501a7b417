import { clearWorkerCaches } from '../../../src/serviceWorker/clearCaches';
import { RESTORE_SHELL } from '../../../src/serviceWorker/messages';

const NAMES = ['fedi-client-assets', 'fedi-client-precache-v2-http://localhost/', 'another-app'];

function installCaches() {
  const names = [...NAMES];
  const storage = {
    keys: jest.fn(() => Promise.resolve([...names])),
    delete: jest.fn((name: string) => {
      names.splice(names.indexOf(name), 1);
      return Promise.resolve(true);
    }),
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return { storage, names };
}

function installController() {
  const postMessage = jest.fn();
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage } }, configurable: true });
  return postMessage;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('clearWorkerCaches', () => {
  it("deletes every cache of ours and no other app's, then asks the worker for the shell again", async () => {
    const { names } = installCaches();
    const postMessage = installController();
    await clearWorkerCaches();
    expect(names).toEqual(['another-app']);
    expect(postMessage).toHaveBeenCalledWith({ type: RESTORE_SHELL });
  });

  it('does nothing where there is no Cache Storage (an insecure page, tests)', async () => {
    await expect(clearWorkerCaches()).resolves.toBeUndefined();
  });

  it('never fails sign-out: a refused storage is only logged', async () => {
    const { storage } = installCaches();
    storage.keys.mockRejectedValueOnce(new Error('SecurityError'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(clearWorkerCaches()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('could not clear the offline caches', 'SecurityError');
    warn.mockRestore();
  });
});
