// Creating participants (an import's rows, a user's join) on DynamoDB: shared by the import's and
// the join's compositions.
import { participantCreation as store } from '../data/stores/participants';
import type { ParticipantCreation } from '../domain/participants/ports';

export const participantCreation = store satisfies ParticipantCreation;
