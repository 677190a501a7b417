// Profiles and relationships (issue 8): needed once a profile, a user card or who-to-follow is shown,
// so these sagas come in their own chunk ("profiles") through the feature loader.
import type { Flow } from '../../../store/feature';
import { profileFlows } from './profiles';
import { relationshipFlows } from './relationships';

export const profilesFlows: Flow[] = [...profileFlows, ...relationshipFlows];
