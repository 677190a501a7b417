import { buildAccountCsv, csvFields, parseAccountCsv } from '../../../../src/features/settingsModal/tabs/data/lib/csv';

describe('account CSV', () => {
  it('reads handles from Pleroma-FE files, Mastodon files (header, more columns) and quoted fields', () => {
    expect(parseAccountCsv('alice@a.example\n@bob\n\nkai@akkoma.example\n')).toEqual({
      accounts: ['alice@a.example', 'bob', 'kai@akkoma.example'],
      badLines: [],
    });
    const mastodon =
      'Account address,Show boosts,Notify on new posts,Languages\r\nmira@mitra.example,true,false,\r\n"gts@gts.example",false,false,en\r\n';
    expect(parseAccountCsv(mastodon)).toEqual({ accounts: ['mira@mitra.example', 'gts@gts.example'], badLines: [] });
  });

  it('names the lines that are not handles, and keeps each account once', () => {
    expect(parseAccountCsv('bob\nnot a handle\nbob\n<script>\ncarol@x.example')).toEqual({
      accounts: ['bob', 'carol@x.example'],
      badLines: [2, 4],
    });
  });

  it('splits quoted fields with commas and doubled quotes', () => {
    expect(csvFields('"a, b","say ""hi""",c')).toEqual(['a, b', 'say "hi"', 'c']);
  });

  it('writes one handle a line, local ones with the host, and reads back the same', () => {
    const text = buildAccountCsv(['bob', 'kai@akkoma.example', 'bob'], 'demo.example');
    expect(text).toBe('bob@demo.example\nkai@akkoma.example\n');
    expect(parseAccountCsv(text).accounts).toEqual(['bob@demo.example', 'kai@akkoma.example']);
    expect(buildAccountCsv([], 'demo.example')).toBe('');
  });
});
