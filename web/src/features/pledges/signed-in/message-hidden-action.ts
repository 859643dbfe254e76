// Hiding a donor's message from the public pages (or showing it again) from the organizer's Thon
// pledges: the JSON body the pledges panel posts to the page's route action and the outcome it
// answers (the pledge and its stored flag, so the panel marks that row at once). The body is a
// type, not an interface: a fetcher's JSON body must be assignable to JsonObject.
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { setPledgeMessageHidden } from '../api/set-pledge-message-hidden';

export type SetMessageHiddenRequest = {
  intent: 'set-message-hidden';
  pledgeId: string;
  hidden: boolean;
};

export type MessageHiddenChanged = { ok: true; pledgeId: string; hidden: boolean } | Refused;

export function messageHiddenOutcome(body: SetMessageHiddenRequest) {
  return refusedOr<MessageHiddenChanged>(async () => {
    const answer = await setPledgeMessageHidden(body.pledgeId, body.hidden);
    return { ok: true, pledgeId: answer.PledgeId, hidden: answer.MessageHidden };
  });
}
