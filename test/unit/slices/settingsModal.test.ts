import reducer, {
  selectSettingsModalState,
  settingsClosed,
  settingsMinimized,
  settingsModalInitialState,
  settingsModalRestored,
  settingsNoticeCleared,
  settingsOpened,
} from '../../../src/features/settingsModal/settingsModalSlice';
import { profileImageSettled, profileSaveRequested, profileSaveSettled } from '../../../src/features/settingsModal';
import { rootReducer } from '../../../src/store/rootReducer';
import { sessionCleared } from '../../../src/slices/auth';

const run = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, settingsModalInitialState);

describe('settingsModal slice', () => {
  it('goes hidden → visible → minimized → visible → hidden (spec 001 §4 Settings)', () => {
    expect(run(settingsOpened({ tab: 'profile' })).mode).toBe('visible');
    expect(run(settingsOpened({ tab: 'profile' }), settingsMinimized()).mode).toBe('minimized');
    expect(run(settingsOpened({ tab: 'profile' }), settingsMinimized(), settingsModalRestored()).mode).toBe('visible');
    expect(run(settingsOpened({ tab: 'profile' }), settingsClosed()).mode).toBe('hidden');
    // a hidden modal is not minimized by a stray action
    expect(run(settingsMinimized()).mode).toBe('hidden');
  });

  it('shows the save notice ok or error until cleared, and closing or signing out forgets it', () => {
    const saved = run(
      settingsOpened({ tab: 'profile' }),
      profileSaveRequested({ params: {} }),
      profileSaveSettled({ failed: false, error: null }),
    );
    expect(saved).toMatchObject({ notice: 'ok', profile: { state: 'saved' } });
    expect(reducer(saved, settingsNoticeCleared()).notice).toBeNull();
    const failed = reducer(saved, profileImageSettled({ slot: 'avatar', failed: true, error: 'File is too large' }));
    expect(failed).toMatchObject({ notice: 'error', images: { avatar: { state: 'error', error: 'File is too large' } } });
    expect(reducer(failed, settingsClosed())).toMatchObject({
      mode: 'hidden',
      notice: null,
      images: { avatar: { state: 'idle' } },
    });
    expect(reducer(failed, sessionCleared())).toEqual(settingsModalInitialState);
  });

  it('is injected into the root reducer by its module', () => {
    expect(selectSettingsModalState(rootReducer(undefined, settingsOpened({ tab: 'profile' }))).mode).toBe('visible');
  });
});
