// Sign-out ends web push while the token still works: the server's subscription (when the member had push
// on), the browser's, and the worker's record (so a late push shows nothing). Failures are logged only.
import type { ApiConfig } from '../../api/client';
import { unsubscribePush } from './api/push';
import { browserUnsubscribe, pushSupported } from './lib/browserPush';
import { clearPushSession } from './lib/pushSession';

export async function endPush(cfg: ApiConfig, wasOn: boolean): Promise<void> {
  if (!pushSupported()) return;
  try {
    if (wasOn) await unsubscribePush(cfg);
  } catch (error) {
    console.warn('web push unsubscription failed:', error instanceof Error ? error.message : error);
  }
  try {
    await browserUnsubscribe();
    await clearPushSession();
  } catch (error) {
    console.warn('the browser kept its push subscription:', error instanceof Error ? error.message : error);
  }
}
