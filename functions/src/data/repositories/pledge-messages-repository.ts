// A donor's message on the public pages: the organizer hides it or shows it again. The pledge must
// exist and belong to the event the caller was checked against (a conditional write).
import { thon } from '../thon-service';
import { unlessConditionFails } from './write-transaction';

/** False when no such pledge exists in that event. */
export function setPledgeMessageHidden(pledgeId: string, eventId: string, hidden: boolean): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.pledge.patch({ pledgeId })
      .set({ messageHidden: hidden, updatedAt: new Date().toISOString() })
      .where((pledge, { eq }) => eq(pledge.eventId, eventId))
      .go(),
  );
}
