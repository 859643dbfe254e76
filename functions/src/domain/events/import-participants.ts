// CSV participant import: a header row naming the columns (First Name, Last Name, Goal required;
// Team/Class and Grade optional), one participant per row.
//
// Ids are random (nothing of a child's name can be read from one). A re-run creates no duplicate:
// each row's natural key (event + normalized first name, last name and team name) is claimed, as
// an HMAC under the id key secret, in the same transaction as the participant, its access code and
// the event's participantCount ADD (conditioned on the Thon still being editable). See
// participants/create-participants.ts and import-teams.ts.
import type { z } from 'zod';
import type { importParticipantsRequestSchema } from '@thon/shared/api/schemas/events';
import { thonLocked } from '@thon/shared/api/schemas/events';
import {
  importGoalNotPositive,
  importNameTooLong,
  participantImportFieldsRequired,
  participantsNotImported,
} from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { Conflict, RuleBroken } from '../errors';
import {
  createParticipants,
  type CreateParticipantsDeps,
  importClaimKey,
  normalizeName,
  type ParticipantRow,
} from '../participants/create-participants';
import { unassignedTeamId } from '@thon/shared/events/teams';
import { parseCsv, type CsvRecord } from './csv';
import { editableStatuses } from '@thon/shared/events/event-status';
import type { Cdn } from '../ports/cdn';
import type { IdKey } from '../ports/id-key';
import type { ThonScopeReads } from '../access/caller-scope';
import { canWorkOnThon } from '../access/scope';
import { managedEvent } from './managed-event';
import { teamsForImport, type TeamsForImportDeps } from './import-teams';
import type { EventReads, ImportStore } from './ports';
import { invalidateEventPage } from './public-page-cache';

/** An import reads the event, claims and teams, writes participants and teams, and empties the event page. */
export type ImportParticipantsDeps = CreateParticipantsDeps &
  TeamsForImportDeps & {
    events: EventReads;
    callers: ThonScopeReads;
    imports: ImportStore;
    idKey: IdKey;
    cdn: Cdn;
  };

type Column = 'first' | 'last' | 'goal' | 'team' | 'grade';
type Cell = (row: CsvRecord, column: Column) => string;
type RowFailure = { Row: number; Reason: string };
interface ValidRow {
  firstName: string;
  lastName: string;
  goal: number;
  grade?: string;
  teamName: string;
}

const columnNames: Record<string, Column> = {
  firstname: 'first',
  first: 'first',
  lastname: 'last',
  last: 'last',
  goal: 'goal',
  team: 'team',
  teamname: 'team',
  class: 'team',
  grade: 'grade',
};

export function columnsOf(header: CsvRecord): Partial<Record<Column, number>> {
  const columns: Partial<Record<Column, number>> = {};
  header.fields.forEach((name, index) => {
    const column = columnNames[name.toLowerCase().replace(/[^a-z]/g, '')];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  if (columns.first === undefined || columns.last === undefined || columns.goal === undefined) {
    throw new RuleBroken(participantImportFieldsRequired);
  }
  return columns;
}

/** Reads a row's cell by column name, trimmed; '' for a column the file lacks. */
export function cellReader(columns: Partial<Record<Column, number>>): Cell {
  return (row, column) => {
    const index = columns[column];
    return index === undefined ? '' : (row.fields[index] ?? '').trim();
  };
}

export function checkRow(row: CsvRecord, cell: Cell): RowFailure | ValidRow {
  const [firstName, lastName, goalText] = [cell(row, 'first'), cell(row, 'last'), cell(row, 'goal')];
  if (!firstName || !lastName || !goalText) return { Row: row.line, Reason: participantImportFieldsRequired };
  const goal = Number(goalText.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(goal) || goal <= 0) return { Row: row.line, Reason: importGoalNotPositive };
  if (firstName.length > 60 || lastName.length > 60) return { Row: row.line, Reason: importNameTooLong };
  return { firstName, lastName, goal, grade: cell(row, 'grade') || undefined, teamName: cell(row, 'team') };
}

/**
 * Sets participantCount to the participants the event has, if it drifted (data written before the
 * count moved with each create, a hand edit). Skipped when a create lands in between: its ADD
 * changes the count, so the repair's condition (count as read) fails and the count stays right.
 */
async function repairCount(deps: ImportParticipantsDeps, eventId: string): Promise<void> {
  const before = (await deps.events.getEvent(eventId))?.participantCount;
  const count = await deps.imports.countParticipantsOfEvent(eventId);
  if (count !== (before ?? 0)) {
    await deps.imports.repairParticipantCount(eventId, count, before, editableStatuses);
  }
}

export async function importParticipants(
  deps: ImportParticipantsDeps,
  caller: Caller,
  request: z.infer<typeof importParticipantsRequestSchema>,
) {
  const event = await managedEvent(deps, caller, request.EventId, canWorkOnThon);
  if (!editableStatuses.includes(event.status)) throw new Conflict(thonLocked);
  const [header, ...rows] = parseCsv(request.Csv);
  if (!header) throw new RuleBroken(participantImportFieldsRequired);
  const cell = cellReader(columnsOf(header));

  const failed: RowFailure[] = [];
  const valid: ValidRow[] = [];
  for (const row of rows) {
    const checked = checkRow(row, cell);
    if ('Reason' in checked) failed.push(checked);
    else valid.push(checked);
  }
  // One row per natural key (a file may repeat a child), keyed by its claim.
  const byClaim = new Map<string, ValidRow>();
  const keys = await Promise.all(
    valid.map((row) => importClaimKey(deps.idKey, event.eventId, row.firstName, row.lastName, row.teamName)),
  );
  valid.forEach((row, index) => byClaim.set(keys[index] ?? '', byClaim.get(keys[index] ?? '') ?? row));
  // Skip what an earlier import created (BatchGetItem on the claims), then resolve the new rows' teams.
  const claimed = await deps.imports.claimedParticipantKeys([...byClaim.keys()]);
  const fresh = [...byClaim].filter(([claimKey]) => !claimed.has(claimKey));
  const teamNames = new Map(
    fresh.filter(([, row]) => row.teamName).map(([, row]) => [normalizeName(row.teamName), row.teamName]),
  );
  const teamIds = await teamsForImport(deps, event.eventId, teamNames);
  const toCreate: ParticipantRow[] = fresh.map(([claimKey, row]) => ({
    claimKey,
    participant: {
      eventId: event.eventId,
      teamId: row.teamName
        ? (teamIds.get(normalizeName(row.teamName)) ?? unassignedTeamId)
        : unassignedTeamId,
      firstName: row.firstName,
      lastName: row.lastName,
      goal: row.goal,
      grade: row.grade,
    },
  }));
  const created = await createParticipants(deps, event.eventId, toCreate, editableStatuses, thonLocked);
  // The recount reads gsi1, which lags writes by up to a second: only a run that wrote nothing
  // (a re-run) repairs, so this request's own rows cannot be missed by the count it sets.
  if (created.length === 0) await repairCount(deps, event.eventId);
  if (created.length > 0) await invalidateEventPage(deps.cdn, event.eventId);
  return {
    Imported: created.length,
    AlreadyImported: valid.length - created.length,
    Failed: failed,
    Message: failed.length > 0 ? participantsNotImported : null,
  };
}
