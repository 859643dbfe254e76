// POST /api/events/AddActivityOnlyOnce — records the activity once per session and type.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { bearerToken } from '../../platform/caller';
import { api } from '../../platform/http-api';
import { addActivityOnlyOnce } from '../../domain/events/add-activity';
import { addActivityDeps } from '../../composition/activities';

export const handler = api(authRoutes.addActivityOnlyOnce).handler(({ body, caller, event }) =>
  addActivityOnlyOnce(addActivityDeps, caller, {
    bodyToken: body.Token,
    headerToken: bearerToken(event),
    activityTypeId: body.ActivityTypeId,
  }),
);
