// Offering text as a file: a Blob behind an object URL and an <a download> clicked once. Allowed by the page's
// Content Security Policy (no data: URL, no inline script), and the URL is revoked once the click has taken it.

export function offerDownload(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; a later tick frees the memory
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Today's date for file names, e.g. follows-2026-01-31.csv. */
export const fileDate = (now = new Date()): string => now.toISOString().slice(0, 10);
