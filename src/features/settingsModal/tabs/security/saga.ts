// The security tab's side effects (their intents are taken from the store: sagas/settings.ts starts this).
export function* securityTabSaga() {}
