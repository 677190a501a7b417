import { combineReducers } from '@reduxjs/toolkit';
import accounts from './accounts';
import statuses from './statuses';
import polls from './polls';
import relationships from './relationships';
import notifications from './notifications';

export { entitiesEvicted, entitiesImported } from './actions';

export default combineReducers({ accounts, statuses, polls, relationships, notifications });
