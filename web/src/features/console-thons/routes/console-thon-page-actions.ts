// One Thon's console page actions: hand it to an organizer, assign or remove a franchisee team
// leader, mark or unmark it as a test Thon. The API decides who may and audits each change; its
// refusal comes back as an outcome the control shows (with its message). Looking an organizer up
// by email is a read, but it is a form's submission, so it goes through the action too.
import type { ActionFunctionArgs } from 'react-router';
import {
  thonOrganizerHanded,
  thonTeamLeaderAssigned,
  thonTeamLeaderRemoved,
  thonTestMarkSaved,
} from '@thon/shared/catalog/console-change-messages';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { findOrganizer, type FoundOrganizer } from '../api/organizer-lookup-calls';
import {
  assignThonTeamLeader,
  removeThonTeamLeader,
  setThonOrganizer,
  setThonTest,
} from '../api/thon-staff-calls';

/** `thon` and `user` are names for the confirmation; the ids are what the API is sent. */
export type ConsoleThonPageRequest =
  | { intent: 'set-organizer'; eventId: string; thon: string; userId: string; user: string }
  | { intent: 'assign-team-leader'; eventId: string; thon: string; userId: string; user: string }
  | { intent: 'remove-team-leader'; eventId: string; thon: string; userId: string; user: string }
  | { intent: 'set-test'; eventId: string; thon: string; isTest: boolean };

export type ConsoleThonPageOutcome = { ok: true; message: string } | Refused;

/** The organizer lookup's answer: the active organizer of that email, or none. */
export type OrganizerLookupRequest = { intent: 'find-organizer'; email: string };
export type OrganizerLookupOutcome = { ok: true; email: string; organizers: FoundOrganizer[] } | Refused;

async function run(body: ConsoleThonPageRequest): Promise<string> {
  switch (body.intent) {
    case 'set-organizer':
      await setThonOrganizer(body.eventId, body.userId);
      return thonOrganizerHanded(body.thon, body.user);
    case 'assign-team-leader':
      await assignThonTeamLeader(body.eventId, body.userId);
      return thonTeamLeaderAssigned(body.user, body.thon);
    case 'remove-team-leader':
      await removeThonTeamLeader(body.eventId, body.userId);
      return thonTeamLeaderRemoved(body.user, body.thon);
    case 'set-test': {
      const mark = await setThonTest(body.eventId, body.isTest);
      return thonTestMarkSaved(body.thon, mark.IsTest);
    }
  }
}

export async function consoleThonPageAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as ConsoleThonPageRequest | OrganizerLookupRequest;
  if (body.intent === 'find-organizer') {
    return refusedOr<OrganizerLookupOutcome>(async () => ({
      ok: true,
      email: body.email,
      organizers: await findOrganizer(body.email),
    }));
  }
  return refusedOr<ConsoleThonPageOutcome>(async () => ({ ok: true, message: await run(body) }));
}
