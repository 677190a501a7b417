// The conversations state's stand-in for the first bundle: the real slice (slices/conversations.ts) comes
// with the conversation screen's chunk and injects itself; nothing outside that chunk reads this state.
import type { ConversationsState } from './conversationsSlice';
import { standIn } from '../../slices/standIn';

/** Registered in store/rootReducer.ts; slices/conversations.ts injects the real one. */
export const [conversationsReducer, injectConversationsReducer] = standIn<ConversationsState>({});
