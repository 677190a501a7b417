// Which filter API a server has (capabilities.ts `serverFilters`).
import type { Instance } from '../../../../src/api/types';
import { computeCapabilities } from '../../../../src/capabilities';

const versionOf = (version: string) => computeCapabilities({ version } as unknown as Instance, null).serverFilters;

describe('serverFilters', () => {
  it.each([
    ['4.2.1', 'v2'],
    ['3.5.3', 'v1'],
    ['2.7.2 (compatible; Akkoma 3.13.0)', 'v1'],
    ['2.7.2 (compatible; Pleroma 2.6.0)', 'v1'],
    ['0.17.0 git-abcdef', 'v2'],
    ['0.15.0 git-abcdef', 'v1'],
    ['4.0.0 (not true; really snac/2.94)', null],
  ])('%s: %s', (version, expected) => {
    expect(versionOf(version)).toBe(expected);
  });
});
