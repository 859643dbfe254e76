// Ready dependencies of recording a session's activities: the activity items in the table only.
import { activityLog } from '../data/stores/events';
import type { AddActivityDeps } from '../domain/events/add-activity';

export const addActivityDeps: AddActivityDeps = { activities: activityLog };
