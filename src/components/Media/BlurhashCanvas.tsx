import { useEffect, useRef } from 'react';

// Decoded small and stretched by CSS: a blur looks the same at 32x16 as at the spec's 1024x512, for a fraction of the work.
const WIDTH = 32;
const HEIGHT = 16;

/** The blurred placeholder behind a sensitive attachment. */
export function BlurhashCanvas({ hash }: { hash: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    // The decoder is only fetched once a sensitive post is on screen: the first timeline does not pay for it.
    void import(/* webpackChunkName: "blurhash" */ './blurhash').then(({ decodeBlurhash }) => {
      const pixels = decodeBlurhash(hash, WIDTH, HEIGHT);
      const context = !cancelled && pixels && ref.current?.getContext('2d');
      if (!pixels || !context) return;
      const image = context.createImageData(WIDTH, HEIGHT);
      image.data.set(pixels);
      context.putImageData(image, 0, 0);
    });
    return () => {
      cancelled = true;
    };
  }, [hash]);
  return <canvas ref={ref} className="att-blurhash" width={WIDTH} height={HEIGHT} aria-hidden="true" />;
}
