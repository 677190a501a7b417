import { readFederationPolicy } from '../../../src/features/about/federationPolicy';
import { fixture } from '../schemas/fixtures';

interface WithFederation {
  pleroma: { metadata: { federation: unknown } };
}

describe('the federation policy an instance publishes', () => {
  it("reads a real Pleroma instance's MRF lists; reasons it lacks are empty", () => {
    const instance = fixture('soapbox/pleroma-instance.json') as WithFederation;
    const policy = readFederationPolicy(instance.pleroma.metadata.federation);
    expect(policy.policies).toEqual(['TagPolicy', 'SimplePolicy', 'InlineQuotePolicy', 'HashtagPolicy']);
    expect(policy.simple.reject).toEqual([{ host: 'solagg.com', reason: '' }]);
    expect(policy.simple.media_removal.map((r) => r.host)).toEqual(['pawoo.net', 'sinblr.com', 'dajiaweibo.com', 'baraag.net']);
    expect(policy.simple.accept).toEqual([]);
    expect(policy.instanceSpecific).toBe(true);
  });

  it('takes reasons, quarantine and keyword rules (replacements as objects or pairs)', () => {
    const policy = readFederationPolicy({
      mrf_simple: { reject: ['a.example', 7, ''] },
      mrf_simple_info: { reject: { 'a.example': { reason: 'spam' } } },
      quarantined_instances: ['q.example'],
      quarantined_instances_info: { quarantined_instances: { 'q.example': { reason: 'leaks' } } },
      mrf_keyword: { reject: ['bad'], replace: [{ pattern: 'x', replacement: 'y' }, ['p', 'r'], 'junk'] },
    });
    expect(policy.simple.reject).toEqual([{ host: 'a.example', reason: 'spam' }]);
    expect(policy.simple.quarantine).toEqual([{ host: 'q.example', reason: 'leaks' }]);
    expect(policy.keywords).toEqual({
      federated_timeline_removal: [],
      reject: ['bad'],
      replace: [
        { pattern: 'x', replacement: 'y' },
        { pattern: 'p', replacement: 'r' },
      ],
    });
  });

  it('has nothing particular to show for policies alone, or for nothing at all', () => {
    expect(readFederationPolicy({ mrf_policies: ['TagPolicy'], mrf_simple: { reject: [] } }).instanceSpecific).toBe(false);
    expect(readFederationPolicy(undefined)).toMatchObject({ policies: [], instanceSpecific: false });
    expect(readFederationPolicy('html page').instanceSpecific).toBe(false);
  });
});
