import { call, put, select } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { clientCredentialsGrant } from '../../../api/oauth';
import { fetchCaptcha, registerAccount, type RegistrationReply } from '../api/registration';
import { tokenObtained } from '../../../slices/auth';
import { captchaFailed, captchaLoaded, registrationFailed, registrationFinished, toCaptchaState } from '../registrationSlice';
import { captchaRequested, registrationSubmitted } from '../signInIntents';
import { navigationRequested } from '../../../slices/ui';
import { selectApiConfig } from '../../../selectors/instance';
import { loginErrorMessage, signInWithToken } from '../../../sagas/auth';
import { checkedApp, redirectUri, wantedScopes } from '../../../sagas/oauthApp';
import type { Flow } from '../../../store/feature';
import { isRecord } from '../../../utils/guards';

/** Routes of the two "not yet" outcomes (the spec leaves their paths open). */
export const REQUEST_SENT_PATH = '/registration-request-sent';
export const AWAITING_CONFIRMATION_PATH = '/awaiting-email-confirmation';

/** 'ap_id' → 'Username', 'captcha_solution' → 'Captcha solution'. */
function humanizeField(field: string): string {
  const words = (field === 'ap_id' || field === 'nickname' ? 'username' : field).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Akkoma sends field errors as JSON text inside `error`: {"error": "{\"ap_id\": [\"…\"]}"}. */
function parseErrorText(body: unknown): unknown {
  if (!isRecord(body) || typeof body.error !== 'string' || !body.error.startsWith('{')) return body;
  try {
    const inner: unknown = JSON.parse(body.error);
    return isRecord(inner) ? { ...body, error: inner } : body;
  } catch {
    return body;
  }
}

/**
 * A refused sign-up as sentences (spec 000 §8): {error: {field: [msg]}}, {errors: …}, {field: [msg]}
 * or {error: 'text'} each become "Field message." lines.
 */
export function registrationErrorSentences(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [];
  const body = parseErrorText(error.body);
  if (!isRecord(body)) return error.serverMessage ? [sentence(error.serverMessage)] : [];
  const fields = isRecord(body.error)
    ? body.error
    : isRecord(body.errors)
      ? body.errors
      : typeof body.error === 'string'
        ? null
        : body;
  if (!fields) return [sentence(body.error as string)];
  const out: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const messages = Array.isArray(value) ? value : [value];
    for (const message of messages) {
      if (typeof message === 'string' && message) out.push(sentence(`${humanizeField(field)} ${message}`));
    }
  }
  return out.length ? out : error.serverMessage ? [sentence(error.serverMessage)] : [];
}

function* loadCaptcha() {
  try {
    const cfg = yield* select(selectApiConfig);
    const res = yield* call(fetchCaptcha, cfg);
    yield* put(captchaLoaded(toCaptchaState(isRecord(res.data) ? res.data : { type: 'none' })));
  } catch (error) {
    console.warn('captcha could not be loaded', error instanceof Error ? error.message : error);
    yield* put(captchaFailed());
  }
}

/** Spec 000 §4: a token signs in and goes to friends; approval and e-mail confirmation have their own pages. */
function* register(action: ReturnType<typeof registrationSubmitted>) {
  let reply: RegistrationReply;
  try {
    // The check of a stored app already obtained an app token; a freshly registered app asks for one.
    const { app, appToken } = yield* call(checkedApp);
    const cfg = yield* select(selectApiConfig);
    let token = appToken;
    if (!token) {
      const scope = yield* call(wantedScopes, app);
      const grant = yield* call(clientCredentialsGrant, cfg, {
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        redirectUri: redirectUri(),
        scope,
      });
      token = grant.data.access_token;
    }
    const res = yield* call(registerAccount, cfg, token, action.payload);
    reply = isRecord(res.data) ? res.data : {};
  } catch (error) {
    const errors = registrationErrorSentences(error);
    // Without the server's words (network, an HTML error page), the sign-in wording says what happened.
    yield* put(registrationFailed({ errors, message: errors.length ? null : loginErrorMessage(error, 'verify') }));
    // A captcha is single use: the failed attempt spent it.
    yield* put(captchaRequested());
    return;
  }
  yield* put(registrationFinished());
  if (reply.access_token) {
    yield* put(tokenObtained({ token: reply.access_token }));
    const outcome = yield* call(signInWithToken);
    if (outcome === 'ok') yield* put(navigationRequested({ to: '/main/friends', replace: true }));
  } else if (reply.identifier === 'awaiting_approval') {
    yield* put(navigationRequested({ to: REQUEST_SENT_PATH, replace: true }));
  } else if (reply.identifier === 'missing_confirmed_email') {
    yield* put(navigationRequested({ to: AWAITING_CONFIRMATION_PATH, replace: true }));
  } else {
    console.warn('registration: unexpected reply', reply.identifier ?? Object.keys(reply));
  }
}

export const registrationFlows: Flow[] = [
  { type: captchaRequested.type, mode: 'latest', handler: loadCaptcha },
  { type: registrationSubmitted.type, mode: 'leading', handler: register },
];
