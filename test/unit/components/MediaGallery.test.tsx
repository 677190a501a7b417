import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attachment } from '../../../src/api/types';
import type { Settings } from '../../../src/settings/defaults';
import { StatusMedia } from '../../../src/components/Status/StatusMedia';
import { galleryRows, isTooTall } from '../../../src/components/Media/galleryRows';
import { decodeBlurhash } from '../../../src/components/Media/blurhash';
import { mediaKind } from '../../../src/components/Media/mediaKind';
import { renderWithStore } from '../../support/render';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';

let seq = 0;
const image = (overrides: Partial<Attachment> = {}): Attachment => {
  seq += 1;
  return {
    id: `m${seq}`,
    type: 'image',
    url: `https://pleroma.test/media/${seq}.png`,
    preview_url: `https://pleroma.test/media/${seq}-small.png`,
    description: `picture ${seq}`,
    blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    ...overrides,
  };
};
const audio = (): Attachment => image({ type: 'audio', url: 'https://pleroma.test/media/song.mp3', description: 'a song' });
const file = (): Attachment => image({ type: 'unknown', url: 'https://pleroma.test/media/paper.pdf', description: null });

function renderMedia(
  attachments: Attachment[],
  {
    sensitive = false,
    settings = {},
    compact = false,
    route = '/',
  }: { sensitive?: boolean; settings?: Partial<Settings>; compact?: boolean; route?: string } = {},
) {
  const state = stateAfter(importStatuses([statusFactory({ id: 'S1', sensitive, media_attachments: attachments })]));
  const status = state.entities.statuses.entities.S1;
  if (!status) throw new Error('status not imported');
  return renderWithStore(<StatusMedia status={status} compact={compact} />, {
    preloadedState: { entities: state.entities, settings: { user: settings } },
    route,
  });
}

const thumbnails = () => screen.queryAllByRole('link');

// jsdom has no 2d canvas: a stand-in records what the blurhash placeholder draws.
const putImageData = jest.fn();
beforeEach(() => {
  putImageData.mockClear();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        createImageData: (width: number, height: number) => ({ data: new Uint8ClampedArray(width * height * 4), width, height }),
        putImageData,
      }) as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => jest.restoreAllMocks());

describe('gallery layout', () => {
  it('puts visual items in rows of up to 3, audio and files in rows of their own', () => {
    const rows = galleryRows([image(), image(), image(), image(), audio(), image(), file()]);
    expect(rows.map((row) => [row.kind, row.items.length])).toEqual([
      ['visual', 3],
      ['visual', 1],
      ['audio', 1],
      ['visual', 1],
      ['minimal', 1],
    ]);
  });

  it('collapses when the size score exceeds 1, and in hidden size beyond 8', () => {
    expect(isTooTall([image()], false)).toBe(false); // 1/1.6
    expect(isTooTall([image(), image(), image(), image()], false)).toBe(false); // 1/3.6 + 1/1.6
    expect(isTooTall([image(), image(), image(), image(), image(), image(), image()], false)).toBe(true);
    expect(isTooTall([image(), audio(), audio()], false)).toBe(true); // 0.625 + 0.25 + 0.25
    expect(isTooTall([image(), file(), file()], false)).toBe(false); // files weigh 1/8
    expect(
      isTooTall(
        Array.from({ length: 8 }, () => image()),
        true,
      ),
    ).toBe(false);
    expect(
      isTooTall(
        Array.from({ length: 9 }, () => image()),
        true,
      ),
    ).toBe(true);
  });

  it('tells the kinds apart, flash and html included', () => {
    expect(mediaKind(image({ type: 'gifv' }))).toBe('video');
    expect(mediaKind(image({ type: 'unknown', url: 'https://x.test/game.swf' }))).toBe('flash');
    expect(mediaKind(image({ type: 'unknown', pleroma: { mime_type: 'text/html' } }))).toBe('html');
    expect(mediaKind(file())).toBe('unknown');
  });
});

describe('blurhash', () => {
  it('decodes a valid hash to opaque pixels and rejects a malformed one', () => {
    const pixels = decodeBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMdnj', 4, 3);
    expect(pixels).toHaveLength(4 * 3 * 4);
    expect(pixels?.[3]).toBe(255);
    // the hash's average colour is a muted purple-grey: red and blue above green
    expect(pixels && pixels[0] > 0 && pixels[0] < 255).toBe(true);
    expect(decodeBlurhash('LEHV6n', 4, 3)).toBeNull();
    expect(decodeBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMdn"', 4, 3)).toBeNull();
  });
});

describe('StatusMedia', () => {
  it('shows every attachment with its description as alt and title', () => {
    renderMedia([image(), image()]);
    expect(thumbnails()).toHaveLength(2);
    const [first] = screen.getAllByAltText(/picture \d+/);
    expect(first.closest('a')).toHaveAttribute('title', first.getAttribute('alt'));
  });

  it("gives each picture the server's size, so its room is kept before it loads; a size of another shape is ignored", () => {
    renderMedia([
      image({ description: 'sized', meta: { original: { width: 640, height: 360 }, small: { width: 400, height: 225 } } }),
      image({ description: 'small only', meta: { small: { width: 400, height: 225 } } }),
      image({ description: 'odd', meta: { original: { width: '640' as unknown as number, height: -1 } } }),
      image({ description: 'none', meta: null }),
    ]);
    const size = (alt: string) => {
      const img = screen.getByAltText(alt);
      return [img.getAttribute('width'), img.getAttribute('height')];
    };
    expect(size('sized')).toEqual(['640', '360']);
    expect(size('small only')).toEqual(['400', '225']);
    expect(size('odd')).toEqual([null, null]);
    expect(size('none')).toEqual([null, null]);
  });

  it('hides attachments beyond maxThumbnails, and shows one in the compact view', () => {
    const many = Array.from({ length: 6 }, () => image());
    const { unmount } = renderMedia(many, { settings: { maxThumbnails: 2 } });
    expect(thumbnails()).toHaveLength(2);
    unmount();
    renderMedia(many, { compact: true });
    expect(thumbnails()).toHaveLength(1);
  });

  it('collapses tall content until show all', () => {
    renderMedia(Array.from({ length: 7 }, () => image()));
    expect(thumbnails()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 7 attachments' }));
    expect(thumbnails()).toHaveLength(7);
  });

  it('keeps sensitive media behind a cover until clicked, with a blurhash placeholder', async () => {
    const { container } = renderMedia([image(), image()], { sensitive: true });
    expect(thumbnails()).toHaveLength(0);
    expect(container.querySelector('canvas.att-blurhash')).not.toBeNull();
    // the grain of /static/blurhash-overlay.png over the blurred colours
    expect(container.querySelector('.att-sensitive > .att-overlay')).not.toBeNull();
    await waitFor(() => expect(putImageData).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: /sensitive/i }));
    expect(thumbnails()).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide sensitive media' }));
    expect(thumbnails()).toHaveLength(0);
  });

  it('shows sensitive media at once when hideNsfw is off, and no blurhash when useBlurhash is off', () => {
    const { unmount } = renderMedia([image()], { sensitive: true, settings: { hideNsfw: false } });
    expect(thumbnails()).toHaveLength(1);
    unmount();
    const { container } = renderMedia([image()], { sensitive: true, settings: { useBlurhash: false } });
    expect(container.querySelector('canvas')).toBeNull();
    expect(container.querySelector('.att-overlay')).toBeNull();
  });

  it('in one-click mode a click on the cover opens the viewer', async () => {
    renderMedia([image(), image()], { sensitive: true, settings: { useOneClickNsfw: true } });
    fireEvent.click(screen.getByRole('button', { name: /sensitive/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument();
  });

  it('opens the viewer on the clicked attachment', async () => {
    renderMedia([image(), image(), image()]);
    fireEvent.click(thumbnails()[1]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
  });

  it('shows small labelled chips when attachments are hidden, in conversations per hideAttachmentsInConv', () => {
    const { container, unmount } = renderMedia([image(), file()], { settings: { hideAttachments: true } });
    expect(container.querySelector('.att-gallery-small')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/paper\.pdf/)).toBeInTheDocument();
    unmount();
    const conv = renderMedia([image()], { settings: { hideAttachments: true }, route: '/notice/S1' });
    expect(conv.container.querySelector('img')).not.toBeNull();
    conv.unmount();
    const hidden = renderMedia([image()], { settings: { hideAttachmentsInConv: true }, route: '/notice/S1' });
    expect(hidden.container.querySelector('img')).toBeNull();
  });

  it('plays audio inline with its caption', async () => {
    const { container } = renderMedia([audio()]);
    expect(container.querySelector('audio')).toHaveAttribute('src', 'https://pleroma.test/media/song.mp3');
    await waitFor(() => expect(screen.getByText('a song')).toBeInTheDocument());
  });
});
