import { CROP_ASPECT, croppedFileName, encodeCanvas, outputSize } from '../../../../src/features/settingsModal/lib/cropImage';

/** A canvas that writes only `writes` (else PNG, as browsers do), each type at the given size. */
function fakeCanvas(writes: string[], sizes: Record<string, number>) {
  const asked: string[] = [];
  return {
    asked,
    toBlob(callback: BlobCallback, type?: string) {
      const wanted = type ?? 'image/png';
      asked.push(wanted);
      const written = writes.includes(wanted) ? wanted : 'image/png';
      callback(new Blob([new Uint8Array(sizes[written] ?? 10)], { type: written }));
    },
  };
}

describe('cropping profile images', () => {
  it('avatar square, banner 3:1, background in the picture’s own proportions', () => {
    expect(CROP_ASPECT).toEqual({ avatar: 1, banner: 3, background: null });
  });

  it('scales the chosen area down to the longest side allowed, never up', () => {
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 1000 }, 1500)).toEqual({ width: 1500, height: 500 });
    expect(outputSize({ x: 10, y: 10, width: 200.4, height: 200.4 }, 800)).toEqual({ width: 200, height: 200 });
    expect(outputSize({ x: 0, y: 0, width: 0.2, height: 0.2 }, 800)).toEqual({ width: 1, height: 1 });
  });

  it('keeps the picture’s type where the browser can write it', async () => {
    const canvas = fakeCanvas(['image/png', 'image/jpeg', 'image/webp'], {});
    expect((await encodeCanvas(canvas, 'image/webp', null)).type).toBe('image/webp');
    expect((await encodeCanvas(canvas, 'image/jpeg', 1000)).type).toBe('image/jpeg');
  });

  it('falls back to PNG (a GIF), and to JPEG when that PNG is over the limit and JPEG is smaller', async () => {
    const small = fakeCanvas(['image/png', 'image/jpeg'], { 'image/png': 50 });
    expect((await encodeCanvas(small, 'image/gif', 100)).type).toBe('image/png');
    const photo = fakeCanvas(['image/png', 'image/jpeg'], { 'image/png': 500, 'image/jpeg': 80 });
    const blob = await encodeCanvas(photo, 'image/gif', 100);
    expect(blob.type).toBe('image/jpeg');
    expect(photo.asked).toEqual(['image/gif', 'image/jpeg']);
    // no limit given: the PNG stays, whatever its size
    expect((await encodeCanvas(photo, 'image/gif', null)).type).toBe('image/png');
  });

  it('names the file after the picked one, with the extension of the type sent', () => {
    expect(croppedFileName('me.png', 'image/png', 'image/png')).toBe('me.png');
    expect(croppedFileName('party.gif', 'image/gif', 'image/png')).toBe('party.png');
    expect(croppedFileName('photo.heic', 'image/heic', 'image/jpeg')).toBe('photo.jpg');
    expect(croppedFileName('noext', '', 'image/png')).toBe('noext.png');
    expect(croppedFileName('  ', 'image/png', 'image/webp')).toBe('image.webp');
  });
});
