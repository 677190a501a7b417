import { BadResponseError, HttpError, NetworkError } from '../../../src/api/client';
import { MAX_HONOURED_WAIT_MS, RETRY_DELAYS_MS, retryWait } from '../../../src/sagas/retry';

describe('retryWait', () => {
  it('backs off on transient failures, then gives up', () => {
    const transient = [new NetworkError('x'), new BadResponseError('x'), new HttpError(502, null), new HttpError(504, null)];
    for (const error of transient) {
      expect(RETRY_DELAYS_MS.map((_, i) => retryWait(error, i + 1))).toEqual([...RETRY_DELAYS_MS]);
      expect(retryWait(error, RETRY_DELAYS_MS.length + 1)).toBeNull();
    }
  });

  it('does not retry what another attempt cannot fix', () => {
    for (const status of [400, 401, 403, 404, 410, 422, 500]) expect(retryWait(new HttpError(status, null), 1)).toBeNull();
    expect(retryWait(new Error('a bug'), 1)).toBeNull();
    expect(retryWait(new DOMException('aborted', 'AbortError'), 1)).toBeNull();
  });

  it("honours the server's wait when it is longer than the backoff, and gives up when it is too long", () => {
    expect(retryWait(new HttpError(429, null, 'x', 5_000), 1)).toBe(5_000);
    expect(retryWait(new HttpError(503, null, 'x', 10), 2)).toBe(RETRY_DELAYS_MS[1]);
    expect(retryWait(new HttpError(429, null, 'x', MAX_HONOURED_WAIT_MS + 1), 1)).toBeNull();
  });
});
