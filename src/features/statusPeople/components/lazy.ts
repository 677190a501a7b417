// The opened post's avatar list loads in the "status-people" chunk, not with the conversation.
import { lazyRetrying } from '../../../utils/retryImport';

export const StatusPeople = lazyRetrying(() =>
  import(/* webpackChunkName: "status-people" */ './StatusPeople').then((m) => ({ default: m.StatusPeople })),
);
