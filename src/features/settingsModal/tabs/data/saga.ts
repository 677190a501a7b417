// The data tab's side effects (their intents are taken from the store: sagas/settings.ts starts this).
export function* dataTabSaga() {}
