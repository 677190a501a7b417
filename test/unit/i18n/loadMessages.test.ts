import { loadedMessages, loadMessages } from '../../../src/i18n/loadMessages';

describe('loadMessages', () => {
  it('loads a language once per page and hands it out synchronously afterwards (no empty first render)', async () => {
    expect(loadedMessages('fr')).toBeNull();
    const first = loadMessages('fr');
    expect(loadMessages('fr')).toBe(first);
    const messages = await first;
    expect(loadedMessages('fr')).toBe(messages);
    // French over English: a key French has is French, and English fills the rest
    expect(messages['timeline.up_to_date']).not.toBe((await loadMessages('en'))['timeline.up_to_date']);
    expect(Object.keys(messages).length).toBeGreaterThanOrEqual(Object.keys(await loadMessages('en')).length);
  });
});
