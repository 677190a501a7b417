// The opened post's avatar list loads in the "status-people" chunk, not with the conversation.
import { lazyRetrying } from '../../../utils/retryImport';
import { withMessages } from '../../../i18n/loadMessages';

export const StatusPeople = lazyRetrying(
  withMessages('extra', () =>
    import(/* webpackChunkName: "status-people" */ './StatusPeople').then((m) => ({ default: m.StatusPeople })),
  ),
);
