/**
 * Pleroma and Akkoma inject the answers of a few start-up calls into index.html
 * (<noscript id="initial-results">: a JSON map of API path → base64 JSON). Reading them saves round trips.
 */
let cache: Record<string, string> | null = null;

function load(): Record<string, string> {
  if (cache) return cache;
  cache = {};
  try {
    const text = document.getElementById('initial-results')?.textContent;
    if (text) {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) cache = parsed as Record<string, string>;
    }
  } catch {
    // a malformed block is ignored: the calls are made instead
  }
  return cache;
}

export function readPreloaded(path: string): unknown {
  const encoded = load()[path];
  if (typeof encoded !== 'string') return undefined;
  try {
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** for tests */
export function resetPreloadedCache(): void {
  cache = null;
}
