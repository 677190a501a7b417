import { cleanStatusEdits } from '../../../src/schemas/statusEdits';

describe('cleanStatusEdits', () => {
  it('keeps the versions with text and a readable date, in order, and drops the rest', () => {
    const raw = [
      { content: '<p>first</p>', created_at: '2024-01-01T10:00:00Z', spoiler_text: '', account: { id: '1' } },
      { content: null, created_at: '2024-01-01T11:00:00Z' },
      { content: '<p>no date</p>', created_at: 'yesterday' },
      'garbage',
      { content: '<p>second</p>', created_at: '2024-01-01T12:00:00Z', spoiler_text: 'cw' },
    ];
    expect(cleanStatusEdits(raw)).toEqual([
      { content: '<p>first</p>', created_at: '2024-01-01T10:00:00Z' },
      { content: '<p>second</p>', created_at: '2024-01-01T12:00:00Z', spoiler_text: 'cw' },
    ]);
  });

  it('anything but an array is no versions', () => {
    for (const body of [null, '', '<html>502</html>', { error: 'x' }]) expect(cleanStatusEdits(body)).toEqual([]);
  });
});
