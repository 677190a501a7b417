import { selectSettings } from '../../../src/selectors/settings';
import { clientDefaults } from '../../../src/settings/defaults';
import { frontendConfigLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import { preloadedAnswer } from '../../support/fixtures';
import { reduce, stateAfter } from '../../support/factories';

describe('selectSettings', () => {
  it('is the client defaults when neither the instance nor the user set anything', () => {
    expect(selectSettings(stateAfter())).toEqual(clientDefaults);
  });

  it("takes the instance's pleroma_fe defaults (a real frontend_configurations answer) for known keys", () => {
    const pleromaFe = preloadedAnswer<{ pleroma_fe: Record<string, unknown> }>('/api/pleroma/frontend_configurations').pleroma_fe;
    const settings = selectSettings(stateAfter(frontendConfigLoaded({ ...pleromaFe, alwaysShowSubjectInput: true })));
    expect(settings.alwaysShowSubjectInput).toBe(true);
    expect(settings.subjectLineBehavior).toBe('email');
    // keys of other frontends or unknown to this client are not settings
    expect(settings).not.toHaveProperty('logoMask');
    expect(settings).not.toHaveProperty('redirectRootLogin');
    expect(Object.keys(settings).sort()).toEqual(Object.keys(clientDefaults).sort());
  });

  it("reads the admin panel's hideSitename as the site-name switch; the member's own choice still wins", () => {
    const state = stateAfter(frontendConfigLoaded({ hideSitename: true }));
    expect(selectSettings(state).hideSiteName).toBe(true);
    expect(selectSettings(reduce(state, settingChanged('hideSiteName', false))).hideSiteName).toBe(false);
    expect(selectSettings(stateAfter(frontendConfigLoaded({ hideSitename: true, hideSiteName: false }))).hideSiteName).toBe(
      false,
    );
  });

  it('ignores instance values of another type than the client default, and null', () => {
    const settings = selectSettings(
      stateAfter(frontendConfigLoaded({ hideNsfw: 'yes', maxThumbnails: '3', theme: null, sidebarRight: true })),
    );
    expect(settings.hideNsfw).toBe(clientDefaults.hideNsfw);
    expect(settings.maxThumbnails).toBe(clientDefaults.maxThumbnails);
    expect(settings.theme).toBe(clientDefaults.theme);
    expect(settings.sidebarRight).toBe(true);
  });

  it("the user's own values win over the instance's", () => {
    const s = stateAfter(frontendConfigLoaded({ hideNsfw: false, theme: 'redmond-xx' }), settingChanged('hideNsfw', true));
    expect(selectSettings(s)).toMatchObject({ hideNsfw: true, theme: 'redmond-xx' });
  });

  it('is memoized: the same object until its inputs change', () => {
    const s = stateAfter(settingChanged('hideNsfw', false));
    expect(selectSettings(s)).toBe(selectSettings({ ...s, ui: { ...s.ui, booted: true } }));
    expect(selectSettings(reduce(s, settingChanged('hideNsfw', true)))).not.toBe(selectSettings(s));
  });

  // regression: an object-valued instance default once replaced the whole object
  test('an instance notificationVisibility that names only some kinds keeps the defaults of the others', () => {
    const settings = selectSettings(stateAfter(frontendConfigLoaded({ notificationVisibility: { likes: false } })));
    expect(settings.notificationVisibility).toEqual({ ...clientDefaults.notificationVisibility, likes: false });
  });
});
