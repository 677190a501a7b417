import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * Whether `src` failed to load (404, blocked by the CSP, not an image), and the handler that records it.
 * The failed address is remembered rather than a flag, so a new `src` is tried afresh without an effect.
 */
export function useImageFailed(src: string | null | undefined): [failed: boolean, onError: () => void] {
  const [failedSrc, setFailedSrc] = useState<string | null | undefined>(null);
  return [!!src && failedSrc === src, () => setFailedSrc(src)];
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string | null | undefined;
  /** '' for a decorative image */
  alt: string;
  /** what a missing image shows (a letter, a label, nothing); also shown when `src` fails to load */
  fallback?: ReactNode;
};

/** An <img> that turns into its placeholder when the image cannot be shown, never the browser's broken-image box. */
export function FallbackImage({ src, alt, fallback = null, ...rest }: Props) {
  const [failed, onError] = useImageFailed(src);
  return src && !failed ? <img {...rest} src={src} alt={alt} onError={onError} /> : fallback;
}
