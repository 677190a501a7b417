// Redux Toolkit's development checks warn when one of them takes over 32 ms, which a busy machine can
// cause at any dispatch. Tests that count warnings count only the app's own, so they do not depend on
// the machine's speed.
const TIMING_WARNING = /took \d+ms, which is more than the warning threshold/;

/** The calls of a console spy, without Redux Toolkit's timing warnings. */
export function appWarnings(spy: jest.SpyInstance): unknown[][] {
  return spy.mock.calls.filter((args: unknown[]) => !TIMING_WARNING.test(String(args[0])));
}
