// filters_changed: the server's filters are read again, whether or not the settings modal was ever opened, so
// the mute rules (selectors/muteRules.ts) apply each filter as it is now: a removed one stops muting, a changed
// action applies. The loader comes with the General tab's saga, in a chunk of its own until the modal needs it.
import { call } from 'typed-redux-saga';

const loadFiltersModule = () => import(/* webpackChunkName: "server-filters" */ '../../settingsModal/tabs/general/saga');

export function* refetchServerFilters() {
  try {
    const { loadFilters } = yield* call(loadFiltersModule);
    yield* call(loadFilters);
  } catch (error) {
    // a chunk that failed to load: the next filters_changed tries again
    console.warn('[streaming] filters not refetched:', error instanceof Error ? error.message : error);
  }
}
