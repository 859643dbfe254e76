// Units entry on a Thon roster, for the organizer's Thon page and the teacher's class page alike:
// POST /api/events/RecordUnits (resolves with the stored units), the outcome both pages' route
// actions answer UnitsEntryTable's fetchers with, and the roster's rows for UnitsEntryTable.
import type { z } from 'zod';
import { eventRoutes } from '@thon/shared/api/routes/events';
import type { thonRosterSchema } from '@thon/shared/api/schemas/events';
import { ApiError, callApi } from '@/lib/api-client';
import type { UnitsRow } from '../components/units-entry-table';

type Roster = z.infer<typeof thonRosterSchema>;

export async function recordUnits(eventId: string, participantId: string, units: string): Promise<number> {
  const answer = await callApi(eventRoutes.recordUnits, {
    body: { EventId: eventId, ParticipantId: participantId, Units: units },
  });
  return answer.Units;
}

/** What a units form posts to its page's route action (a JSON body). */
export interface RecordUnitsRequest {
  intent: 'record-units';
  eventId: string;
  participantId: string;
  units: string;
}

export type UnitsRecorded = { ok: true; units: number } | { ok: false; message: string };

const unitsNotSaved = 'The units could not be saved.';

/** For a route action: records the units; the server's verdict comes back as the outcome. */
export async function recordUnitsOutcome(request: RecordUnitsRequest): Promise<UnitsRecorded> {
  try {
    return { ok: true, units: await recordUnits(request.eventId, request.participantId, request.units) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    return { ok: false, message: unitsNotSaved };
  }
}

/** One row per roster participant; the team's name is shown only with showTeams. */
export function rosterUnitsRows(
  { Teams, Participants }: Pick<Roster, 'Teams' | 'Participants'>,
  showTeams = true,
) {
  const teamNames = new Map(Teams.map((team) => [team.TeamId, team.Name]));
  return Participants.map((participant): UnitsRow => ({
    ParticipantId: participant.ParticipantId,
    Name: `${participant.FirstName} ${participant.LastName}`,
    Team: showTeams ? teamNames.get(participant.TeamId) : undefined,
    Units: participant.Units,
  }));
}
