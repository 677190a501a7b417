// The About screen's data: the instance-specific panel (Pleroma's /instance/panel.html) and the staff
// (NodeInfo's staffAccounts, looked up by nickname). Each is asked once per session; a failure is shown
// as nothing (the panel) or as a message with the rest of the screen intact (staff).
import { all, call, put, select } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { fetchInstancePanel } from '../../../api/instance';
import { lookupAccount } from '../../profiles/api/accountActions';
import { normalizeAccount } from '../../../schemas/index';
import { entitiesImported } from '../../../slices/entities/index';
import { selectApiConfig, selectFrontendConfig } from '../../../selectors/instance';
import { servesPleromaApi } from '../../../utils/pleromaLike';
import { serverFragment } from '../../../utils/serverFragment';
import type { RootState } from '../../../store/rootReducer';
import type { Flow } from '../../../store/feature';
import { aboutOpened, instancePanelRequested } from '../aboutIntents';
import { instancePanelLoaded, selectAboutState, staffLoaded } from '../aboutSlice';
import { readPreloaded } from '../../../utils/preloaded';

/** More staff than this is not a list anyone reads on an About page. */
export const MAX_STAFF = 20;

/** The nickname of a staff account URL on this server (…/users/admin, …/@admin), else null. */
export function staffNickname(url: string, origin: string, host: string | null): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin && parsed.host !== host) return null;
  const last = parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  const name = last.replace(/^@/, '');
  return /^[\w.-]+$/.test(name) ? name : null;
}

function* loadPanel() {
  const about = yield* select(selectAboutState);
  if (about.panel.state === 'loaded') return;
  const instance = yield* select((s: RootState) => s.instance.instance);
  const config = yield* select(selectFrontendConfig);
  // Only Pleroma and Akkoma serve it; the admin may also turn it off (showInstanceSpecificPanel).
  if (config.showInstanceSpecificPanel === false || !servesPleromaApi(instance)) {
    yield* put(instancePanelLoaded({ html: '' }));
    return;
  }
  // Pleroma and Akkoma put it in the page's preloaded block (a JSON string)
  const preloaded = readPreloaded('/instance/panel.html');
  if (typeof preloaded === 'string') {
    yield* put(instancePanelLoaded({ html: serverFragment(preloaded) }));
    return;
  }
  try {
    const res = yield* call(fetchInstancePanel, yield* select(selectApiConfig));
    yield* put(instancePanelLoaded({ html: serverFragment(res.data) }));
  } catch (error) {
    yield* put(instancePanelLoaded(error instanceof HttpError && error.status === 404 ? { html: '' } : { failed: true }));
  }
}

function* lookupStaff(nickname: string) {
  try {
    const res = yield* call(lookupAccount, yield* select(selectApiConfig), nickname);
    const normalized = normalizeAccount(res.data);
    if (!normalized.result) return null;
    yield* put(entitiesImported(normalized.entities));
    return normalized.result;
  } catch {
    return null; // one account that cannot be found leaves the others
  }
}

function* loadStaff() {
  const about = yield* select(selectAboutState);
  if (about.staff.state === 'loaded') return;
  const { nodeinfo, instance } = yield* select((s: RootState) => s.instance);
  const urls = nodeinfo?.metadata?.staffAccounts ?? [];
  const host = instance?.uri ? hostOf(instance.uri) : null;
  const names = [
    ...new Set(
      (Array.isArray(urls) ? urls : []).flatMap((u) => {
        const name = typeof u === 'string' ? staffNickname(u, window.location.origin, host) : null;
        return name ? [name] : [];
      }),
    ),
  ].slice(0, MAX_STAFF);
  const ids = yield* all(names.map((name) => call(lookupStaff, name)));
  const found = ids.filter((id): id is string => id !== null);
  yield* put(found.length > 0 || names.length === 0 ? staffLoaded({ ids: found }) : staffLoaded({ failed: true }));
}

/** The instance document's uri is a host (Mastodon) or an origin (Pleroma). */
const hostOf = (uri: string): string | null => {
  try {
    return new URL(uri.includes('://') ? uri : `https://${uri}`).host;
  } catch {
    return null;
  }
};

function* openAbout() {
  yield* all([call(loadPanel), call(loadStaff)]);
}

export const aboutFlows: Flow[] = [
  { type: aboutOpened.type, mode: 'leading', handler: openAbout },
  { type: instancePanelRequested.type, mode: 'leading', handler: loadPanel },
];
