import { applyTitleCount, FaviconBadge, FAVICON_SIZE, titleWithCount } from '../../../src/features/notifications/lib/attention';

describe('page title', () => {
  it('shows (N), (!) when the count is hidden, and nothing at 0', () => {
    expect(titleWithCount('Fediverse', 3, false)).toBe('(3) Fediverse');
    expect(titleWithCount('(3) Fediverse', 4, false)).toBe('(4) Fediverse');
    expect(titleWithCount('(4) Fediverse', 4, true)).toBe('(!) Fediverse');
    expect(titleWithCount('(!) Fediverse', 0, true)).toBe('Fediverse');
  });

  it('keeps whatever title the app set meanwhile', () => {
    document.title = 'Fediverse';
    applyTitleCount(2, false);
    expect(document.title).toBe('(2) Fediverse');
    document.title = 'Timeline — Fediverse';
    applyTitleCount(2, false);
    expect(document.title).toBe('(2) Timeline — Fediverse');
    applyTitleCount(0, false);
    expect(document.title).toBe('Timeline — Fediverse');
  });
});

describe('favicon badge', () => {
  const drawn: { arcs: number[][]; images: number; size: number[] } = { arcs: [], images: 0, size: [] };

  beforeEach(() => {
    drawn.arcs = [];
    drawn.images = 0;
    document.head.innerHTML = '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">';
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      drawn.size = [this.width, this.height];
      return {
        drawImage: () => {
          drawn.images += 1;
        },
        beginPath: () => {},
        arc: (...args: number[]) => drawn.arcs.push(args),
        fill: () => {},
        fillStyle: '',
      } as unknown as CanvasRenderingContext2D;
    } as never);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,BADGED');
  });
  afterEach(() => jest.restoreAllMocks());

  const link = () => document.querySelector('link[rel="icon"]')!;

  it('draws the site icon on a 128×128 canvas with a circle at the top right, and restores it', async () => {
    const loaded: string[] = [];
    const badge = new FaviconBadge(async (src) => {
      loaded.push(src);
      return {} as CanvasImageSource;
    });
    await badge.set(true);
    expect(loaded).toEqual(['/static/favicon.svg']);
    expect(drawn.size).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
    expect(drawn.images).toBe(1);
    const [x, y, r] = drawn.arcs[0];
    expect(x).toBeGreaterThan(FAVICON_SIZE / 2);
    expect(y).toBeLessThan(FAVICON_SIZE / 2);
    expect(r).toBeGreaterThan(0);
    expect(link().getAttribute('href')).toBe('data:image/png;base64,BADGED');
    expect(link().getAttribute('type')).toBe('image/png');

    await badge.set(true); // nothing to redraw
    expect(loaded).toHaveLength(1);

    await badge.set(false);
    expect(link().getAttribute('href')).toBe('/static/favicon.svg');
    expect(link().getAttribute('type')).toBe('image/svg+xml');
  });

  it('a new site icon set by the app becomes the one badged and restored', async () => {
    const loaded: string[] = [];
    const badge = new FaviconBadge(async (src) => {
      loaded.push(src);
      return null;
    });
    await badge.set(true);
    link().setAttribute('href', '/instance/favicon.png');
    await badge.set(true);
    expect(loaded).toEqual(['/static/favicon.svg', '/instance/favicon.png']);
    await badge.set(false);
    expect(link().getAttribute('href')).toBe('/instance/favicon.png');
  });
});
