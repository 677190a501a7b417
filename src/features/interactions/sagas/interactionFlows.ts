// What a reader does to posts (favourite, repeat, react, report, follow a tag, …): needed only
// once someone acts, so these sagas come in their own chunk ("interactions") through the feature loader.
import type { Flow } from '../../../store/feature';
import { statusActionFlows } from './statusActions';
import { reactionFlows } from './reactions';
import { tagFlows } from './tags';
import { statusPeopleFlows } from '../../statusPeople/sagas/statusPeople';

export const interactionFlows: Flow[] = [...statusActionFlows, ...reactionFlows, ...tagFlows, ...statusPeopleFlows];
