// The heading over a machine translation: never 'Translated from English to English'.
import { screen } from '@testing-library/react';
import { Status } from '../../../src/components/Status/Status';
import { translationHeading } from '../../../src/components/Status/translationHeading';
import { loginSucceeded } from '../../../src/slices/auth';
import { statusTranslated } from '../../../src/features/interactions/statusActionsSlice';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { renderWithMockStore } from '../../support/render';

const ORIGINAL = '<p>Good morning everyone</p>';

describe('translationHeading', () => {
  it('names both languages when they differ', () => {
    expect(translationHeading({ content: '<p>Guten Morgen</p>', language: 'de', source: 'en' }, ORIGINAL)).toEqual({
      id: 'status_actions.translation_from',
      source: 'en',
      language: 'de',
    });
  });

  it('names the target alone when the server detected no source', () => {
    expect(translationHeading({ content: '<p>Guten Morgen</p>', language: 'de', source: null }, ORIGINAL)).toEqual({
      id: 'status_actions.translation',
      language: 'de',
    });
  });

  it('says the post is already in the language when the source is the target (Akkoma, Mastodon, a region)', () => {
    const same = { id: 'status_actions.translation_same', language: 'en' };
    expect(translationHeading({ content: '<p>[en] Good morning everyone</p>', language: 'en', source: 'en' }, ORIGINAL)).toEqual(
      same,
    );
    expect(translationHeading({ content: '<p>Hi</p>', language: 'en', source: 'EN-GB' }, ORIGINAL)).toEqual(same);
  });

  it('says so too when the server answers with the post’s own words', () => {
    expect(translationHeading({ content: '<p>Good  morning\neveryone</p>', language: 'en', source: 'de' }, ORIGINAL)).toEqual({
      id: 'status_actions.translation_same',
      language: 'en',
    });
    expect(translationHeading({ content: 'Good morning everyone', language: 'en', source: null }, ORIGINAL).id).toBe(
      'status_actions.translation_same',
    );
  });
});

describe('the translation below a post', () => {
  const bob = accountFactory({ id: 'BOB', username: 'bob', acct: 'bob' });
  const me = accountFactory({ id: 'ME', username: 'alice', acct: 'alice' });
  function renderWith(translation: { content: string; language: string; source: string | null }) {
    const raw = statusFactory({ id: 'P1', account: bob, content: ORIGINAL });
    const state = stateAfter(
      importAccount(me),
      importStatuses([raw]),
      loginSucceeded({ me: 'ME' }),
      statusTranslated({ statusId: 'P1', ...translation }),
    );
    return renderWithMockStore(<Status entryId="P1" position={1} setSize={1} />, { state });
  }

  it('into the post’s own language: already in English, not translated from English to English', async () => {
    renderWith({ content: '<p>[en] Good morning everyone</p>', language: 'en', source: 'en' });
    expect(await screen.findByRole('heading', { name: /This post is already in English/ })).toBeInTheDocument();
    expect(screen.queryByText(/Translated from/)).toBeNull();
  });

  it('the same words are not shown twice', async () => {
    renderWith({ content: ORIGINAL, language: 'en', source: 'en' });
    const section = (await screen.findByRole('heading', { name: /already in English/ })).closest('section');
    expect(section?.querySelector('.status-content')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show original' })).toBeInTheDocument();
  });
});
