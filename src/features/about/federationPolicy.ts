// What the server says of its federation rules (Pleroma's MRF, in the instance document's
// pleroma.metadata.federation or NodeInfo's metadata.federation), read into the About screen's tables.
// Pure and tolerant: a missing or odd field is an empty list.

export interface HostReason {
  host: string;
  /** '' when the server gave none (the table then says 'not applicable') */
  reason: string;
}

/** Pleroma's SimplePolicy lists, in the order the About screen shows them. */
export const SIMPLE_POLICY_KINDS = [
  'accept',
  'reject',
  'quarantine',
  'federated_timeline_removal',
  'media_nsfw',
  'media_removal',
] as const;
export type SimplePolicyKind = (typeof SIMPLE_POLICY_KINDS)[number];

export interface KeywordRules {
  federated_timeline_removal: string[];
  reject: string[];
  replace: { pattern: string; replacement: string }[];
}

export interface FederationPolicy {
  policies: string[];
  simple: Record<SimplePolicyKind, HostReason[]>;
  keywords: KeywordRules;
  /** rules about particular instances or words exist (the panel shows only then) */
  instanceSpecific: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s !== '') : [];
const reasonIn = (info: unknown, host: string): string => {
  const entry = isRecord(info) ? info[host] : undefined;
  return isRecord(entry) && typeof entry.reason === 'string' ? entry.reason : '';
};

/** Keyword patterns come as strings or, from some Pleroma versions, as [pattern, replacement] pairs. */
function replacements(v: unknown): KeywordRules['replace'] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((r) => {
    if (Array.isArray(r) && typeof r[0] === 'string')
      return [{ pattern: r[0], replacement: typeof r[1] === 'string' ? r[1] : '' }];
    if (isRecord(r) && typeof r.pattern === 'string')
      return [{ pattern: r.pattern, replacement: typeof r.replacement === 'string' ? r.replacement : '' }];
    return [];
  });
}

export function readFederationPolicy(raw: unknown): FederationPolicy {
  const f = isRecord(raw) ? raw : {};
  const simple = isRecord(f.mrf_simple) ? f.mrf_simple : {};
  const simpleInfo = isRecord(f.mrf_simple_info) ? f.mrf_simple_info : {};
  const quarantineInfo = isRecord(f.quarantined_instances_info) ? f.quarantined_instances_info.quarantined_instances : undefined;
  const keyword = isRecord(f.mrf_keyword) ? f.mrf_keyword : {};
  const hostsOf = (kind: SimplePolicyKind): HostReason[] => {
    if (kind === 'quarantine')
      return strings(f.quarantined_instances).map((host) => ({ host, reason: reasonIn(quarantineInfo, host) }));
    return strings(simple[kind]).map((host) => ({ host, reason: reasonIn(simpleInfo[kind], host) }));
  };
  const lists = Object.fromEntries(SIMPLE_POLICY_KINDS.map((kind) => [kind, hostsOf(kind)])) as Record<
    SimplePolicyKind,
    HostReason[]
  >;
  const keywords: KeywordRules = {
    federated_timeline_removal: strings(keyword.federated_timeline_removal),
    reject: strings(keyword.reject),
    replace: replacements(keyword.replace),
  };
  const instanceSpecific =
    SIMPLE_POLICY_KINDS.some((kind) => lists[kind].length > 0) ||
    keywords.federated_timeline_removal.length > 0 ||
    keywords.reject.length > 0 ||
    keywords.replace.length > 0;
  return { policies: strings(f.mrf_policies), simple: lists, keywords, instanceSpecific };
}
