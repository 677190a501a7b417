// How long a notice stays on screen (spec 001 §9): errors, warnings and information 5 s, successes 2 s. A success
// that answers a problem or a deliberate act the member waits on (the stream is back, a report was sent) stays as
// long as an error would. Every saga takes its timeout from here, so the rule is stated once.
export const NOTICE_MS = { error: 5_000, warning: 5_000, info: 5_000, success: 2_000, confirmation: 5_000 } as const;
