import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Instance } from '../../../../src/api/types';
import SettingsModal from '../../../../src/features/settingsModal/components/SettingsModal';
import { runFlows } from '../../../../src/store/runFlows';
import { profileEditorFlows } from '../../../../src/features/settingsModal/sagas/profileEditor';
import { accountSettingsSaga } from '../../../../src/features/settingsModal/sagas/accountSettings';
import { cropToFile, loadImage } from '../../../../src/features/settingsModal/lib/cropImage';
import { fork } from 'typed-redux-saga';
import { useEffect, type ComponentProps } from 'react';
import type Cropper from 'react-easy-crop';
import { loginSucceeded, tokenObtained } from '../../../../src/slices/auth';
import { instanceLoaded } from '../../../../src/slices/instance';
import {
  selectSettingsModalState,
  settingsOpened,
  settingsSagasReady,
} from '../../../../src/features/settingsModal/settingsModalSlice';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { renderWithSaga } from '../../../support/render';
import { until } from '../../../support/sagaStore';
import { createTestServer } from '../../../support/server';

// jsdom decodes no image and has no canvas: the decoding and the drawing are stand-ins, the rest is real
jest.mock('../../../../src/features/settingsModal/lib/cropImage', () => ({
  ...jest.requireActual('../../../../src/features/settingsModal/lib/cropImage'),
  loadImage: jest.fn(),
  cropToFile: jest.fn(),
}));
// the library's frame measures the picture it shows (nothing to measure in jsdom): this one reports a chosen area
jest.mock('react-easy-crop', () => ({
  __esModule: true,
  default: function FakeCropper({ onCropComplete, mediaProps }: ComponentProps<typeof Cropper>) {
    // once, as the library does when its picture has loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => onCropComplete?.({ x: 0, y: 0, width: 100, height: 100 }, { x: 10, y: 0, width: 200, height: 200 }), []);
    return (
      <div className="reactEasyCrop_Container">
        <img alt={'alt' in mediaProps ? String(mediaProps.alt) : ''} />
        <div className="reactEasyCrop_CropArea" tabIndex={0} />
      </div>
    );
  },
}));
const mockedLoadImage = jest.mocked(loadImage);
const mockedCropToFile = jest.mocked(cropToFile);

const { server, to } = createTestServer();
const PATH = '/api/v1/accounts/update_credentials';

const instance = {
  uri: 'demo.test',
  title: 'Demo',
  version: '2.7.2 (compatible; Akkoma 3.13.0)',
  avatar_upload_limit: 1000,
  pleroma: { metadata: { features: [], fields_limits: { max_fields: 2, name_length: 10, value_length: 20 } } },
} as unknown as Instance;

function renderModal(pleroma: Record<string, unknown> = {}, sourceFields = [{ name: 'Site', value: 'https://ada.example' }]) {
  URL.createObjectURL = jest.fn(() => 'blob:picked');
  URL.revokeObjectURL = jest.fn();
  const me = accountFactory({
    id: 'ME',
    username: 'ada',
    display_name: 'Ada',
    note: '<p>rendered</p>',
    fields: [{ name: 'Site', value: '<a href="https://ada.example">ada.example</a>' }],
    source: { note: 'typed bio', fields: sourceFields, privacy: 'public' },
    pleroma,
  });
  return renderWithSaga(
    <SettingsModal />,
    function* () {
      yield* fork(accountSettingsSaga);
      yield* runFlows(profileEditorFlows);
    },
    {
      preloadedState: stateAfter(
        instanceLoaded(instance),
        tokenObtained({ token: 't' }),
        importAccount(me),
        loginSucceeded({ me: 'ME' }),
        settingsOpened({ tab: 'profile' }),
        // the settings sagas run (sagas/settings.ts): the tabs render
        settingsSagasReady(),
      ),
    },
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Settings' });

describe('the settings modal, profile tab', () => {
  it('opens on the profile tab with the account’s source values', () => {
    renderModal();
    expect(within(dialog()).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Ada');
    expect(within(dialog()).getByLabelText('Bio')).toHaveValue('typed bio');
    expect(within(dialog()).getByLabelText('Content of field 1')).toHaveValue('https://ada.example');
    // no role: no show-role checkbox
    expect(within(dialog()).queryByLabelText(/badge in my profile/)).toBeNull();
  });

  it('a failed save shows the server text and keeps everything typed', async () => {
    server.use(http.patch(PATH, () => HttpResponse.json({ error: 'Name is reserved' }, { status: 422 })));
    const { store } = renderModal();
    const user = userEvent.setup();
    await user.clear(within(dialog()).getByLabelText('Name'));
    await user.type(within(dialog()).getByLabelText('Name'), 'Queen');
    await user.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error saving settings: Name is reserved');
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Queen');
    // the form carries no account setting: each of those is saved on its own
    expect(new URLSearchParams(to(PATH)[0].body).has('locked')).toBe(false);
    expect(store.getState().entities.accounts.entities.ME.display_name).toBe('Ada');
  });

  it('a setting is saved alone when ticked; refused, it comes back with the server’s words', async () => {
    server.use(http.patch(PATH, () => HttpResponse.json({ error: 'Not now' }, { status: 422 })));
    renderModal({ hide_follows: false, hide_follows_count: false });
    const user = userEvent.setup();
    const locked = within(dialog()).getByRole('checkbox', { name: /approved followers/ });
    await user.click(locked);
    await until(() => to(PATH).length === 1, 'sent');
    expect(Object.fromEntries(new URLSearchParams(to(PATH)[0].body))).toEqual({ locked: 'true' });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error saving settings: Not now');
    expect(locked).not.toBeChecked();
    // the count is only hidden with the list: nested and off until the list is hidden
    expect(within(dialog()).getByRole('checkbox', { name: "Don't show follow count" })).toBeDisabled();
  });

  it('offers only the settings the server names: no Akkoma followback on a plain Pleroma account', () => {
    renderModal({ hide_follows: false });
    expect(within(dialog()).getByRole('checkbox', { name: "Don't show who I'm following" })).not.toBeChecked();
    expect(within(dialog()).queryByRole('checkbox', { name: /without asking/ })).toBeNull();
    expect(within(dialog()).queryByRole('checkbox', { name: "Don't show my favorites" })).toBeNull();
    expect(within(dialog()).getByLabelText('Default visibility scope')).toHaveValue('public');
  });

  it('stops adding fields at max_fields, and typing at the name length limit', async () => {
    renderModal();
    const user = userEvent.setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Add field' }));
    expect(within(dialog()).queryByRole('button', { name: 'Add field' })).toBeNull();
    expect(within(dialog()).getByText('At most 2 fields')).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('Label of field 2'), 'a much longer label');
    expect(within(dialog()).getByLabelText('Label of field 2')).toHaveValue('a much lon');
    await user.click(within(dialog()).getByRole('button', { name: 'Remove field 1' }));
    expect(within(dialog()).getByLabelText('Label of field 1')).toHaveValue('a much lon');
  });

  it('a loaded field over the length limit is named and blocks the save', () => {
    renderModal({}, [{ name: 'a label far too long', value: 'v' }]);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('The label of field 1 is longer than 10 characters');
    expect(within(dialog()).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('refuses a file it cannot read as an image: with both sizes when it is over the limit too; sends nothing', async () => {
    mockedLoadImage.mockResolvedValue(null);
    renderModal();
    const user = userEvent.setup();
    await user.upload(
      within(dialog()).getByLabelText('Choose a new Avatar'),
      new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }),
    );
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Upload failed. File too big [2 KiB / 1,000 B]');
    await user.upload(
      within(dialog()).getByLabelText('Choose a new Avatar'),
      new File([new Uint8Array(20)], 'odd.png', { type: 'image/png' }),
    );
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Upload failed. This file cannot be read as an image.');
    expect(within(dialog()).queryByRole('button', { name: 'Save Avatar' })).toBeNull();
    expect(to(PATH)).toHaveLength(0);
  });

  it('a picked avatar opens the crop dialog; what is applied is previewed and sent, a crop over the limit refused', async () => {
    mockedLoadImage.mockResolvedValue({ naturalWidth: 300, naturalHeight: 200 } as HTMLImageElement);
    mockedCropToFile.mockResolvedValueOnce(new File([new Uint8Array(5000)], 'me.png', { type: 'image/png' }));
    renderModal();
    const user = userEvent.setup();
    const picked = new File([new Uint8Array(4096)], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog()).getByLabelText('Choose a new Avatar'), picked);
    const crop = await screen.findByRole('dialog', { name: 'Crop the new Avatar' });
    expect(within(crop).getByRole('application', { name: 'Part of the picture to keep' })).toHaveAccessibleDescription(
      /arrow keys/,
    );
    expect(within(crop).getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
    // the picked file is over the limit, the crop too: refused with the crop's size
    await user.click(within(crop).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Upload failed. File too big [4.88 KiB / 1,000 B]');
    expect(mockedCropToFile).toHaveBeenCalledWith(
      expect.anything(),
      { x: 10, y: 0, width: 200, height: 200 },
      picked,
      'avatar',
      1000,
    );

    mockedCropToFile.mockResolvedValueOnce(new File([new Uint8Array(500)], 'me.png', { type: 'image/png' }));
    await user.upload(within(dialog()).getByLabelText('Choose a new Avatar'), picked);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Crop the new Avatar' })).getByRole('button', { name: 'Apply' }),
    );
    expect(await within(dialog()).findByRole('img', { name: 'Preview of the new Avatar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Crop the new Avatar' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Save Avatar' })).toBeEnabled();
  });

  it('Cancel in the crop dialog leaves the image as it was', async () => {
    mockedLoadImage.mockResolvedValue({ naturalWidth: 300, naturalHeight: 200 } as HTMLImageElement);
    renderModal();
    const user = userEvent.setup();
    await user.upload(
      within(dialog()).getByLabelText('Choose a new Banner'),
      new File([new Uint8Array(10)], 'b.png', { type: 'image/png' }),
    );
    const crop = await screen.findByRole('dialog', { name: 'Crop the new Banner' });
    await user.click(within(crop).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Crop the new Banner' })).toBeNull();
    expect(within(dialog()).queryByRole('img', { name: 'Preview of the new Banner' })).toBeNull();
    expect(to(PATH)).toHaveLength(0);
  });

  it('offers the role badge to admins', () => {
    renderModal({ is_admin: true });
    expect(within(dialog()).getByRole('checkbox', { name: 'Show "Admin" badge in my profile' })).toBeChecked();
  });

  it('starts on the chosen tab; a backdrop click keeps it and what was typed; Escape in a field closes it', async () => {
    const { store } = renderModal();
    const user = userEvent.setup();
    expect(within(dialog()).getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.type(within(dialog()).getByLabelText('Name'), ' Lovelace');
    await user.click(dialog()); // the dialog itself, beside its panel: the backdrop
    expect(store.getState().settingsModal?.mode).toBe('visible');
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    await user.click(within(dialog()).getByLabelText('Name'));
    await user.keyboard('{Escape}');
    await until(() => store.getState().settingsModal?.mode === 'hidden', 'closed');
  });

  it('minimizes to a bar that restores it; Escape closes it', async () => {
    const { store } = renderModal();
    const user = userEvent.setup();
    await user.type(within(dialog()).getByLabelText('Bio'), ' more');
    await user.click(within(dialog()).getByRole('button', { name: 'Minimize' }));
    expect(selectSettingsModalState(store.getState()).mode).toBe('minimized');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('scroll-locked');
    await user.click(within(screen.getByRole('region', { name: 'Settings' })).getByRole('button', { name: 'Restore' }));
    expect(dialog()).toBeInTheDocument();
    expect(document.body).toHaveClass('scroll-locked');
    expect(within(dialog()).getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(within(dialog()).getByLabelText('Bio')).toHaveValue('typed bio more');
    // Escape from the focused tab (the dialog's cancel; a real key, so it bubbles as browsers send it)
    await user.keyboard('{Escape}');
    await until(() => selectSettingsModalState(store.getState()).mode === 'hidden', 'closed');
  });
});

describe('the settings modal shell', () => {
  it('lists every tab, and shows none before the settings sagas run (nothing a tab asks for is lost)', () => {
    renderWithSaga(<SettingsModal />, function* () {}, {
      preloadedState: stateAfter(instanceLoaded(instance), tokenObtained({ token: 't' }), settingsOpened({ tab: 'profile' })),
    });
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['General', 'Profile', 'Security', 'Mutes and blocks', 'Data import/export', 'Notifications', 'Theme']);
    expect(within(dialog()).getByRole('tabpanel')).toContainElement(screen.getByRole('status', { name: 'Loading…' }));
    expect(within(dialog()).queryByLabelText('Name')).toBeNull();
  });
});
