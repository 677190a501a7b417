import { detectLanguage } from './languages';

/**
 * The reader's language chunk starts loading with the page's scripts, beside English (which index.html
 * preloads): index.html names each language's chunk (scripts/webpack/localeChunks.ts), and the main
 * script's request for it then finds it on its way. Run by the early script.
 */
export function preloadReaderLanguage(): void {
  const lang = detectLanguage(document.cookie, navigator.languages ?? []);
  if (lang === 'en') return;
  // 'de=/static/js/locale-de-json.….js ja=…'
  const pairs = document.querySelector<HTMLMetaElement>('meta[name="locale-chunks"]')?.content.split(' ') ?? [];
  const href = pairs.find((pair) => pair.startsWith(`${lang}=`))?.slice(lang.length + 1);
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}
