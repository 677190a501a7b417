// idb-keyval in memory, for jsdom (which has no IndexedDB): jest.mock('idb-keyval', …) hands this out, and tests read
// and arrange what is stored through `idb`.
export const idb = new Map<string, unknown>();

export const fakeIdbKeyval = {
  createStore: () => 'fake-store',
  get: (key: string) => Promise.resolve(idb.get(key)),
  // stored as IndexedDB stores it: a structured copy, never the caller's object
  set: (key: string, value: unknown) => Promise.resolve(void idb.set(key, JSON.parse(JSON.stringify(value)))),
  del: (key: string) => Promise.resolve(void idb.delete(key)),
  clear: () => Promise.resolve(idb.clear()),
};
