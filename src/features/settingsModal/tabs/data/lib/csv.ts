// The account lists Pleroma and Mastodon import and export: one account per line, the handle in the first column
// (Mastodon adds a header row and more columns; Pleroma-FE writes the handle alone).

/** The fields of one CSV line (RFC 4180 quoting: "a, b" and "" for a quote). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** user, user@host (an @ in front allowed): what a line's first column must be. */
const HANDLE = /^@?[\w.-]+(?:@[\w.-]+(?::\d+)?)?$/u;

export interface ParsedCsv {
  /** the handles, without a leading @, once each */
  accounts: string[];
  /** 1-based numbers of lines whose first column is not a handle */
  badLines: number[];
}

/** Reads an import file before it is sent: which handles it names, which lines are not handles. */
export function parseAccountCsv(text: string): ParsedCsv {
  const accounts = new Set<string>();
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const first = (csvFields(line)[0] ?? '').trim();
    // Mastodon's export starts with a header row
    if (i === 0 && /^account address$/i.test(first)) return;
    if (HANDLE.test(first)) accounts.add(first.replace(/^@/, ''));
    else badLines.push(i + 1);
  });
  return { accounts: [...accounts], badLines };
}

/** One handle a line; local accounts (no host) get `host` so the file works on another server. */
export function buildAccountCsv(accts: readonly string[], host: string | null): string {
  const lines = [...new Set(accts.map((acct) => (acct.includes('@') || !host ? acct : `${acct}@${host}`)))];
  return lines.map((l) => (/[",\n]/.test(l) ? `"${l.replace(/"/g, '""')}"` : l)).join('\n') + (lines.length ? '\n' : '');
}
