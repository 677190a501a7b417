// Akkoma's tag section: appended to the text as a small-text footer, marked up for the content type.
// The added characters match the counter's overheads (counter.ts): 4 plain/bbcode, 24 markdown, 30 HTML.

const FOOTERS: Record<string, (tags: string) => string> = {
  'text/markdown': (t) => `\n\n<sub><sup>${t}</sup></sub>`,
  'text/x.misskeymarkdown': (t) => `\n\n<sub><sup>${t}</sup></sub>`,
  'text/html': (t) => `<br><br><sub><sup>${t}</sup></sub>`,
};

/** The text with its tag section appended; the text alone when there are no tags. */
export function withTagSection(status: string, tags: string, contentType: string): string {
  const t = tags.trim();
  if (!t) return status;
  const footer = FOOTERS[contentType] ?? ((x: string) => `\n\n— ${x}`);
  return `${status}${footer(t)}`;
}
