// Requests started by the tiny `early` script (src/early.ts) while the main script is still being
// evaluated; the API client takes them over instead of asking again (a member's, only with the same token).
// Shared through a named global, since the two scripts are separate bundles. Knows nothing of Redux.

/** An answer with its body already read: the early script reads it as it arrives (see `readAnswer`), the client as it comes. */
export interface EarlyAnswer {
  response: Response;
  text: string;
}

interface EarlyFetch {
  answer: Promise<EarlyAnswer>;
  startedAt: number;
  /** the Authorization header it was asked with (a member's token), null without one */
  authorization: string | null;
}

const GLOBAL_KEY = '__fediEarlyFetches';
/** An answer older than this is not used: the app asks afresh. */
export const EARLY_FETCH_MAX_AGE_MS = 10_000;

type WithEarly = typeof globalThis & { [GLOBAL_KEY]?: Map<string, EarlyFetch> };

function registry(): Map<string, EarlyFetch> {
  const g = globalThis as WithEarly;
  return (g[GLOBAL_KEY] ??= new Map<string, EarlyFetch>());
}

/**
 * The body is read as soon as the answer comes, while the main script is still arriving or being evaluated: read
 * only when the client takes the answer over, each body cost another round of tasks after that evaluation, on the
 * first status's path (and the first timeline's is asked for only once the instance document has been read).
 */
export const readAnswer = (response: Response): Promise<EarlyAnswer> => response.text().then((text) => ({ response, text }));

const askEarly = (url: string, authorization: string | null): Promise<EarlyAnswer> =>
  fetch(url, { headers: { Accept: 'application/json', ...(authorization ? { Authorization: authorization } : {}) } }).then(
    readAnswer,
  );

/**
 * The same request the client would make for a JSON GET, with the member's Authorization header or none; its answer,
 * for chaining.
 */
export function startEarlyFetch(url: string, authorization: string | null = null): Promise<EarlyAnswer> | null {
  if (registry().has(url)) return null;
  const answer = askEarly(url, authorization);
  // An early failure is not reported here: the client asks again and reports its own result.
  answer.catch(() => {});
  registry().set(url, { answer, startedAt: Date.now(), authorization });
  return answer;
}

/**
 * A request made only once `gate` says so (an answer it depends on arrived), registered at once so the client
 * never asks twice: the client that takes it waits for the gate. A closed gate (or a failed one) rejects, and
 * the client then asks by itself, as for any early request that failed.
 */
export function startEarlyFetchAfter(url: string, gate: Promise<boolean>, authorization: string | null = null): void {
  if (registry().has(url)) return;
  const answer = gate.then((open) => (open ? askEarly(url, authorization) : Promise.reject(new Error('not wanted'))));
  answer.catch(() => {});
  registry().set(url, { answer, startedAt: Date.now(), authorization });
}

const STEPS_KEY = '__fediEarlySteps';
type WithSteps = typeof globalThis & { [STEPS_KEY]?: Map<string, Promise<unknown>> };
const steps = () => ((globalThis as WithSteps)[STEPS_KEY] ??= new Map<string, Promise<unknown>>());

/** A chain of early requests in progress (NodeInfo discovery): the app waits for it before asking what it asks. */
export function startEarlyStep(name: string, step: Promise<unknown>): void {
  steps().set(
    name,
    step.catch(() => {}),
  );
}

/** Settles once the early script's step of that name has registered its requests (at once when there is none). */
export async function earlyStepDone(name: string): Promise<void> {
  const step = steps().get(name);
  steps().delete(name);
  await step;
}

/** The JSON body of an early answer (null when it failed or is not JSON); the client still takes the answer whole. */
export function earlyJson(answer: Promise<EarlyAnswer> | null): Promise<unknown> {
  if (!answer) return Promise.resolve(null);
  return answer.then(({ response, text }) => (response.ok ? (JSON.parse(text) as unknown) : null)).catch(() => null);
}

/**
 * Each early answer serves one request, and only while it is fresh and asked with the same Authorization header (a
 * member signed out or in as someone else meanwhile asks afresh).
 */
export function takeEarlyFetch(url: string, authorization: string | null = null): Promise<EarlyAnswer> | null {
  const early = registry().get(url);
  if (!early) return null;
  registry().delete(url);
  return early.authorization === authorization && Date.now() - early.startedAt <= EARLY_FETCH_MAX_AGE_MS ? early.answer : null;
}
