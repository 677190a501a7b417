import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ThemeTab from '../../../src/features/settingsModal/tabs/theme/ThemeTab';
import { renderWithStore } from '../../support/render';
import { createTestServer } from '../../support/server';

const DIR = join(__dirname, '../../fixtures/themes');
const { server } = createTestServer();
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');

beforeEach(() => {
  server.use(
    http.get('http://localhost/static/styles.json', () => HttpResponse.json(JSON.parse(read('styles.json')))),
    http.get('http://localhost/static/themes/:file', ({ params }) => HttpResponse.json(JSON.parse(read(String(params.file))))),
  );
});

/** A picked file; jsdom's File has no text(), browsers' has. */
const jsonFile = (name: string, text: string) =>
  Object.assign(new File([text], name, { type: 'application/json' }), { text: () => Promise.resolve(text) });

describe('the theme tab', () => {
  it("previews the current theme and offers the shipped presets and the instance's", async () => {
    renderWithStore(<ThemeTab />);
    expect(await screen.findByRole('heading', { name: 'Pleroma Dark' })).toBeInTheDocument();
    const picker = screen.getByLabelText('Preset', { selector: 'select' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'redmond-xx' })).toBeInTheDocument());
    expect(within(picker).getByRole('option', { name: 'pleroma-light' })).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'bird' })).toBeInTheDocument();
    // every derived pair with its level; the shipped preset has none below AA
    expect(screen.getAllByText(/AA \(minimal\)|AAA \(recommended\)/).length).toBeGreaterThan(30);
    expect(screen.queryByText('below AA')).toBeNull();
  });

  it('previews a picked preset, and uses it with the kept parts of the current theme', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<ThemeTab />);
    await screen.findByRole('heading', { name: 'Pleroma Dark' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'paper' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Preset', { selector: 'select' }), 'paper');
    expect(await screen.findByRole('heading', { name: 'Paper' })).toBeInTheDocument();
    // nothing is the member's until used
    expect(store.getState().settings.user.theme).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: 'roundness' }));
    await user.click(screen.getByRole('button', { name: 'Use this theme' }));
    const { theme, customThemeSource } = store.getState().settings.user;
    expect(theme).toBe('paper');
    expect(customThemeSource?.colors.bg).toBe('#ffffff');
    expect(customThemeSource?.radii.panel).toBe('3'); // pleroma-dark's
  });

  it('imports a theme file, and refuses another version saying why, changing nothing', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<ThemeTab />);
    await screen.findByRole('heading', { name: 'Pleroma Dark' });
    const input = screen.getByTestId('theme-file-input');

    await user.upload(input, jsonFile('future.json', JSON.stringify({ _pleroma_theme_version: 3, source: {} })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file was not loaded, nothing changed: theme file version 3 is not supported (only version 2 is).',
    );
    expect(store.getState().settings.user).toEqual({});

    await user.upload(input, jsonFile('notes.json', '{"oops'));
    expect(await screen.findByRole('alert')).toHaveTextContent('it is not a JSON file.');

    await user.upload(input, jsonFile('redmond-xx.json', read('redmond-xx.json')));
    expect(await screen.findByRole('status')).toHaveTextContent('Theme “Redmond XX” loaded.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().settings.user.theme).toBe('Redmond XX');
    expect(store.getState().settings.user.customThemeSource).toEqual(JSON.parse(read('redmond-xx.json')).source);
  });

  it('edits a colour into a custom theme, and resets to the instance default', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<ThemeTab />);
    await screen.findByRole('heading', { name: 'Pleroma Dark' });
    const red = document.querySelector<HTMLInputElement>('input[data-slot="cRed"]')!;
    // a colour input takes its value from the picker: set it as the picker would
    await user.click(red);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(red, '#ff0000');
    red.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(store.getState().settings.user.customThemeSource?.colors.cRed).toBe('#ff0000'));
    await user.click(screen.getByRole('button', { name: "Reset to the instance's default" }));
    expect(store.getState().settings.user).toEqual({ theme: '', customThemeSource: null });
  });
});
