/**
 * An image decoded for drawing on a canvas; null when the browser cannot read it. `crossOrigin` asks for it with CORS,
 * so a canvas it is drawn on can still be read back (a badge on another origin's icon).
 */
export function loadImage(
  src: string,
  { crossOrigin = false }: { crossOrigin?: boolean } = {},
): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}
