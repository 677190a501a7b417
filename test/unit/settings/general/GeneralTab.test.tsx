// The General tab: each preference bound to the effective setting, expert-only ones, the mute-words editor, and
// the server filters section driven by the tab's saga (msw).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UnknownAction } from '@reduxjs/toolkit';
import { takeEvery } from 'typed-redux-saga';
import en from '../../../../locales/en.json';
import type { Instance } from '../../../../src/api/types';
import GeneralTab from '../../../../src/features/settingsModal/tabs/general/GeneralTab';
import { generalTabSaga } from '../../../../src/features/settingsModal/tabs/general/saga';
import { GENERAL_GROUPS, labelOf, optionLabelOf } from '../../../../src/features/settingsModal/tabs/general/generalSettings';
import { MUTE_WORDS_APPLY_MS } from '../../../../src/features/settingsModal/tabs/general/MuteWordsEditor';
import { settingsExpertToggled } from '../../../../src/features/settingsModal/settingsModalSlice';
import { settingChanged } from '../../../../src/slices/settings';
import { instanceLoaded } from '../../../../src/slices/instance';
import { sessionCleared, tokenObtained } from '../../../../src/slices/auth';
import { selectSettings } from '../../../../src/selectors/settings';
import { stateAfter } from '../../../support/factories';
import { renderWithSaga } from '../../../support/render';
import { until } from '../../../support/sagaStore';
import { createTestServer } from '../../../support/server';

const { server, to } = createTestServer();

const akkoma = { uri: 'demo.test', title: 'Demo', version: '2.7.2 (compatible; Akkoma 3.13.0)' } as unknown as Instance;

function renderTab(...extra: UnknownAction[]) {
  const seen: UnknownAction[] = [];
  const result = renderWithSaga(
    <GeneralTab />,
    function* () {
      yield* takeEvery('*', (a: UnknownAction) => {
        seen.push(a);
      });
      yield* generalTabSaga();
    },
    { preloadedState: stateAfter(instanceLoaded(akkoma), tokenObtained({ token: 't' }), ...extra) },
  );
  const changes = () => seen.filter((a) => a.type === settingChanged.type);
  return { ...result, changes };
}

beforeEach(() => {
  server.use(http.get('http://localhost/api/v1/filters', () => HttpResponse.json([])));
});

describe('every label the tab shows is a message', () => {
  it('names each control and each option', () => {
    const messages: Record<string, string> = en;
    for (const group of GENERAL_GROUPS) {
      expect(messages[`settings.general.group.${group.id}`]).toBeDefined();
      for (const control of group.controls) {
        expect([control.key, messages[labelOf(control)]]).toEqual([control.key, expect.any(String)]);
        if (control.kind === 'choice' && control.options !== 'postFormats')
          for (const option of control.options) expect(messages[optionLabelOf(control, option)]).toEqual(expect.any(String));
      }
    }
  });
});

describe('the preferences', () => {
  it('a checkbox dispatches settingChanged and the effective setting follows', async () => {
    const { store, changes } = renderTab();
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Hide media' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(changes()).toEqual([settingChanged('hideAttachments', true)]);
    expect(selectSettings(store.getState()).hideAttachments).toBe(true);
    expect(box).toBeChecked();
  });

  it('a select sets its value (timeType)', async () => {
    const { store, changes } = renderTab();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Times of posts'), 'absolute');
    expect(changes()).toEqual([settingChanged('timeType', 'absolute')]);
    expect(selectSettings(store.getState()).timeType).toBe('absolute');
  });

  it('shows the instance default until the reader chooses (a confirmation on by default)', () => {
    renderTab();
    expect(screen.getByRole('checkbox', { name: 'Ask before blocking' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ask before repeating' })).not.toBeChecked();
  });

  it('a number applies only a whole number in range', async () => {
    const { store } = renderTab();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Most images shown in a post');
    await user.clear(input);
    await user.type(input, '0');
    expect(selectSettings(store.getState()).maxThumbnails).toBe(16);
    await user.clear(input);
    await user.type(input, '4');
    expect(selectSettings(store.getState()).maxThumbnails).toBe(4);
  });

  it('advanced preferences show in expert mode only', () => {
    const { store } = renderTab();
    expect(screen.queryByRole('checkbox', { name: /Draw only the posts on screen/ })).toBeNull();
    act(() => {
      store.dispatch(settingsExpertToggled(true));
    });
    expect(screen.getByRole('checkbox', { name: /Draw only the posts on screen/ })).toBeChecked();
  });
});

describe('the mute words', () => {
  it('applies one word or phrase per line once typing stops, blank lines left out', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderTab();
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.type(screen.getByLabelText('Muted words'), ' cilantro {Enter}{Enter}bad movie');
      expect(selectSettings(store.getState()).muteWords).toEqual([]);
      act(() => {
        jest.advanceTimersByTime(MUTE_WORDS_APPLY_MS);
      });
      expect(selectSettings(store.getState()).muteWords).toEqual(['cilantro', 'bad movie']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves nothing behind after a sign-out wiped the settings', () => {
    jest.useFakeTimers();
    try {
      const { store, unmount } = renderTab(settingChanged('muteWords', ['cilantro']));
      expect(screen.getByRole('textbox', { name: 'Muted words' })).toHaveValue('cilantro');
      act(() => {
        store.dispatch(sessionCleared());
      });
      unmount();
      expect(selectSettings(store.getState()).muteWords).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the server filters', () => {
  it('lists the filters, adds one and removes one through v1 on Akkoma', async () => {
    server.use(
      http.get('http://localhost/api/v1/filters', () =>
        HttpResponse.json([
          { id: '7', phrase: 'spoiler', context: ['home'], whole_word: true, irreversible: false, expires_at: null },
        ]),
      ),
      http.post('http://localhost/api/v1/filters', () =>
        HttpResponse.json({
          id: '8',
          phrase: 'finale',
          context: ['home', 'thread'],
          whole_word: true,
          irreversible: true,
          expires_at: null,
        }),
      ),
      http.delete('http://localhost/api/v1/filters/7', () => HttpResponse.json({})),
    );
    renderTab();
    const user = userEvent.setup();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('spoiler')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Word or phrase'), 'finale');
    await user.selectOptions(screen.getByLabelText('When a post matches'), 'hide');
    for (const name of ['Notifications', 'Public timelines', 'Profiles'])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await screen.findByText('finale');
    expect(JSON.parse(to('/api/v1/filters', 'POST')[0]?.body ?? '{}')).toEqual({
      phrase: 'finale',
      context: ['home', 'thread'],
      whole_word: true,
      irreversible: true,
    });

    await user.click(screen.getByRole('button', { name: 'Remove spoiler' }));
    await until(() => screen.queryByText('spoiler') === null, 'the removed filter gone');
    expect(to('/api/v1/filters/7', 'DELETE')).toHaveLength(1);
  });

  it('says so when the server has none (404)', async () => {
    server.use(http.get('http://localhost/api/v1/filters', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    renderTab();
    expect(await screen.findByText('This server keeps no filters of its own.')).toBeInTheDocument();
  });
});
