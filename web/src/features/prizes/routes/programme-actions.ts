// /organizer/thons/:eventId/prizes's route action: save the programme (levels, mode, divisor,
// supplies) or the class challenges, each with the version the page read. The page's loader reads
// the programme again afterwards, so the next save carries the new version. A refusal comes back
// as an outcome with its message; a stale version (409) also says so, and the page offers a reload.
import type { ActionFunctionArgs } from 'react-router';
import { challengesSaved, programmeSaved } from '@thon/shared/catalog/prize-page-messages';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import {
  saveClassChallenges,
  savePrizeProgramme,
  type PrizeProgrammeWire,
  type SaveClassChallengesRequest,
  type SavePrizeProgrammeRequest,
} from '../api/programme-calls';

export type ProgrammeActionRequest =
  | { intent: 'save-programme'; programme: SavePrizeProgrammeRequest }
  | { intent: 'save-challenges'; challenges: SaveClassChallengesRequest };

/** A save answers the programme as saved: the form goes on from its version (see programme-form). */
export type ProgrammeOutcome =
  { ok: true; message: string; programme: PrizeProgrammeWire } | (Refused & { stale?: true });

const refusal = (error: { status: number; message: string }): Refused & { stale?: true } =>
  error.status === 409
    ? { ok: false, message: error.message, stale: true }
    : { ok: false, message: error.message };

export async function programmeAction({ request }: ActionFunctionArgs): Promise<ProgrammeOutcome> {
  const body = (await request.json()) as ProgrammeActionRequest;
  switch (body.intent) {
    case 'save-programme':
      return refusedOr<ProgrammeOutcome>(async () => {
        const programme = await savePrizeProgramme(body.programme);
        return { ok: true, message: programmeSaved, programme };
      }, refusal);
    case 'save-challenges':
      return refusedOr<ProgrammeOutcome>(async () => {
        const programme = await saveClassChallenges(body.challenges);
        return { ok: true, message: challengesSaved, programme };
      }, refusal);
  }
}
