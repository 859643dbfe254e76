// Activities recorded once per session and type: the conditional create makes "once" hold
// even when the same call arrives twice at the same moment.
import { thon } from '../thon-service';
import { unlessConditionFails } from './write-transaction';

/** True when this call recorded it, false when it was already there. */
export async function recordActivityOnce(
  sessionId: string,
  activityTypeId: number,
  userId: string,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.activity.create({ sessionId, activityTypeId, userId, recordedAt: new Date().toISOString() })
      .go(),
  );
}
