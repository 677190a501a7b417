// Images outside the card that come from a server or from storage: checked by safeUrl before they reach an <img>,
// and a placeholder (never the broken-image box) when they fail: stickers, the emoji picker, the captcha, the
// composer's suggestions, the media viewer.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { Attachment } from '../../../src/api/types';
import MediaViewer from '../../../src/components/MediaViewer/MediaViewer';
import { AutocompleteTextarea } from '../../../src/features/composer/components/fields/AutocompleteTextarea';
import { StickerPanel } from '../../../src/features/emoji/components/StickerPanel';
import { EmojiPicker } from '../../../src/features/emoji/components/EmojiPicker';
import { parsePack } from '../../../src/features/emoji/components/stickers';
import { forgetUnicodeEmoji, STATIC_EMOJI_PATH } from '../../../src/features/emoji/components/unicodeSet';
import { customEmojisLoaded, recentEmojisRestored } from '../../../src/features/emoji/emojisSlice';
import { CaptchaField, captchaImageUrl } from '../../../src/features/signIn/screens/Registration/CaptchaField';
import { captchaLoaded } from '../../../src/features/signIn/registrationSlice';
import { accountFactory, stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';
import { createTestServer } from '../../support/server';

const { server } = createTestServer();
const srcs = (root: ParentNode = document) => Array.from(root.querySelectorAll('img')).map((i) => i.getAttribute('src'));

let warn: jest.SpyInstance;
beforeEach(() => {
  forgetUnicodeEmoji();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.get(STATIC_EMOJI_PATH, () => HttpResponse.json({ grinning: '😀' })));
});
afterEach(() => warn.mockRestore());

describe('sticker panel', () => {
  const pack = {
    id: 'cats',
    title: 'Cats',
    tabIcon: 'https://i.test/s/tab.png',
    stickers: [
      { name: 'a.png', url: 'https://i.test/s/a.png' },
      { name: 'evil.png', url: 'javascript:alert(1)' },
    ],
  };

  it('an address that is not safe shows no image but the sticker’s name', () => {
    renderWithStore(<StickerPanel packs={[pack]} onSticker={jest.fn()} />);
    expect(srcs()).toEqual(['https://i.test/s/tab.png', 'https://i.test/s/a.png']);
    expect(screen.getByRole('button', { name: 'Sticker: evil' })).toHaveTextContent('evil');
  });

  it('a sticker or a tab icon that fails to load leaves the name, not a broken image', () => {
    renderWithStore(<StickerPanel packs={[pack]} onSticker={jest.fn()} />);
    const cell = screen.getByRole('button', { name: 'Sticker: a' });
    fireEvent.error(cell.querySelector('img')!);
    expect(cell.querySelector('img')).toBeNull();
    expect(cell).toHaveTextContent('a');
    fireEvent.error(document.querySelector('.sticker-pack-title img')!);
    expect(srcs()).toEqual([]);
    expect(screen.getByText('Cats')).toBeInTheDocument();
  });

  it('pack files resolve only to checked addresses', () => {
    const parsed = parsePack('p', 'https://i.test/s/', { stickers: ['ok.png', 'java\nscript:x', 'data:image/png;base64,AA'] });
    expect(parsed?.stickers.map((s) => s.url)).toEqual(['https://i.test/s/ok.png']);
  });
});

describe('emoji picker', () => {
  it('a recent emoji from storage with an unsafe address shows its :shortcode:, a failing one too', () => {
    const state = stateAfter(
      customEmojisLoaded([{ name: 'blob', url: 'https://x.test/blob.png', tags: [] }]),
      recentEmojisRestored([{ name: 'evil', url: 'javascript:alert(1)' }]),
    );
    renderWithStore(<EmojiPicker onPick={jest.fn()} />, { preloadedState: state });
    expect(srcs().every((src) => src === 'https://x.test/blob.png')).toBe(true);
    // the recent group's cell, and its tab (the group's first emoji)
    // (found by title: naming every button of the picker is slow)
    const evil = Array.from(document.querySelectorAll<HTMLElement>('.emoji-picker-cell[title=":evil:"]'));
    expect(evil.length).toBeGreaterThan(0);
    for (const cell of evil) {
      expect(cell.querySelector('img')).toBeNull();
      expect(cell).toHaveTextContent(':evil:');
    }
    const blob = document.querySelector<HTMLElement>('.emoji-picker-cell[title=":blob:"]')!;
    fireEvent.error(blob.querySelector('img')!);
    expect(blob.querySelector('img')).toBeNull();
    expect(blob).toHaveTextContent(':blob:');
  });
});

describe('captcha image', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';

  it("takes a checked address, or an inline raster image (Pleroma's native captcha), nothing else", () => {
    expect(captchaImageUrl('/captcha.png')).toBe('/captcha.png');
    expect(captchaImageUrl('https://c.test/k.jpg')).toBe('https://c.test/k.jpg');
    expect(captchaImageUrl(png)).toBe(png);
    expect(captchaImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(captchaImageUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(captchaImageUrl('javascript:alert(1)')).toBeNull();
    expect(captchaImageUrl(null)).toBeNull();
  });

  const renderCaptcha = (url: string) =>
    renderWithStore(<CaptchaField value="" onChange={jest.fn()} disabled={false} />, {
      preloadedState: stateAfter(captchaLoaded({ type: 'native', url, token: 't', answerData: null })),
    });

  it('shows the picture; an unsafe or failing one says so, and the button still asks for another', () => {
    renderCaptcha(png);
    const button = screen.getByRole('button', { name: 'Click the image to get a new captcha' });
    expect(srcs(button)).toEqual([png]);
    fireEvent.error(button.querySelector('img')!);
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveTextContent('The captcha picture could not be shown');
  });

  it('an unsafe address never reaches the image', () => {
    renderCaptcha('javascript:alert(1)');
    const button = screen.getByRole('button', { name: 'Click the image to get a new captcha' });
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveTextContent('The captcha picture could not be shown');
  });
});

describe("composer suggestions' images", () => {
  function Field() {
    const [value, setValue] = useState('');
    return <AutocompleteTextarea aria-label="text" value={value} onValueChange={setValue} />;
  }
  const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'text' });

  it('an emoji whose address is unsafe or fails shows no image; its label stays', async () => {
    const state = stateAfter(
      customEmojisLoaded([
        { name: 'blobok', url: '/e/ok.png', tags: [] },
        { name: 'blobevil', url: 'javascript:alert(1)', tags: [] },
      ]),
    );
    renderWithStore(<Field />, { preloadedState: state });
    await userEvent.type(text(), ':blob');
    const list = await screen.findByRole('listbox');
    expect(srcs(list)).toEqual(['/e/ok.png']);
    fireEvent.error(list.querySelector('img')!);
    expect(srcs(list)).toEqual([]);
    expect(within(list).getByText(':blobok:')).toBeInTheDocument();
  });

  it("a searched account's unsafe avatar is not shown", async () => {
    const evil = accountFactory({
      id: 'E1',
      username: 'eve',
      acct: 'eve@far.test',
      avatar: 'javascript:alert(1)',
      avatar_static: '',
    });
    server.use(http.get('/api/v1/accounts/search', () => HttpResponse.json([evil])));
    renderWithStore(<Field />);
    await userEvent.type(text(), '@eve');
    const option = await screen.findByRole('option', {}, { timeout: 30_000 });
    expect(option).toHaveTextContent('@eve@far.test');
    expect(option.querySelector('img')).toBeNull();
  });
});

describe('media viewer', () => {
  const items: Attachment[] = [
    { id: 'm1', type: 'image', url: 'https://x.test/1.png', description: 'a red kite', remote_url: 'https://far.test/1.png' },
    { id: 'm2', type: 'image', url: 'https://x.test/2.png', description: null },
  ];

  it('a picture that fails shows a placeholder with the file link and the description, never a broken image', () => {
    renderWithStore(<MediaViewer attachments={items} index={0} onClose={jest.fn()} />);
    fireEvent.error(screen.getByRole('img', { name: 'a red kite' }));
    const failed = screen.getByRole('img', { name: 'a red kite' });
    expect(failed.tagName).toBe('DIV');
    expect(failed).toHaveTextContent('This picture could not be shown.');
    expect(within(failed).getByRole('link', { name: 'Open the file' })).toHaveAttribute('href', 'https://far.test/1.png');
    expect(screen.getByText('a red kite', { selector: 'figcaption' })).toBeInTheDocument();
    expect(document.querySelector('.spinner')).toBeNull();
    // the next one is tried afresh
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'Attachment' })).toHaveAttribute('src', 'https://x.test/2.png');
    fireEvent.error(screen.getByRole('img', { name: 'Attachment' }));
    expect(screen.getByRole('link', { name: 'Open the file' })).toHaveAttribute('href', 'https://x.test/2.png');
  });
});
