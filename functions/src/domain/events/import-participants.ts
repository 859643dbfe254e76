// CSV participant import: a header row naming the columns (First Name, Last Name, Goal required;
// Team/Class and Grade optional), one participant per row.
//
// Idempotent without transactions (moto copies the whole table per transaction, far too slow for
// 600 rows): a row's participant id is derived from its natural key (event + normalized first
// name + last name + team), so the participant's conditional create is the natural-key claim
// (see participants/create-with-access-code.ts).
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { importParticipantsRequestSchema } from '@thon/shared/api/schemas/events';
import { thonLocked } from '@thon/shared/api/schemas/events';
import { participantImportFieldsRequired, participantsNotImported } from '@thon/shared/catalog/messages';
import { getParticipants, type ParticipantRecord } from '../../data/repositories/participants-repository';
import { ensureTeam } from '../../data/repositories/teams-repository';
import { addParticipantsToCount } from '../../data/repositories/events-repository';
import type { Caller } from '../../platform/caller';
import { BadRequestError, ConflictError } from '../../platform/errors';
import { createWithAccessCode, participantIdFor } from '../participants/create-with-access-code';
import { unassignedTeamId } from '@thon/shared/events/teams';
import { parseCsv, type CsvRecord } from './csv';
import { editableStatuses } from '@thon/shared/events/event-status';
import { eventManagedBy } from './manage-thon';
import { invalidateEventPage } from './public-page-cache';

type Column = 'first' | 'last' | 'goal' | 'team' | 'grade';
type Cell = (row: CsvRecord, column: Column) => string;
type NewParticipant = Omit<ParticipantRecord, 'createdAt' | 'accessCode'>;
type RowFailure = { Row: number; Reason: string };

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
/** Rows written at once (two conditional PutItems each). */
const concurrency = 20;
const normalize = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function columnsOf(header: CsvRecord): Partial<Record<Column, number>> {
  const columns: Partial<Record<Column, number>> = {};
  header.fields.forEach((name, index) => {
    const column = columnNames[name.toLowerCase().replace(/[^a-z]/g, '')];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  if (columns.first === undefined || columns.last === undefined || columns.goal === undefined) {
    throw new BadRequestError(participantImportFieldsRequired);
  }
  return columns;
}

/** Team ids derive from the team name, so every import of "Room 12" lands in the same team. */
function teamIdFor(eventId: string, teamName: string): string {
  return teamName ? sha256(`${eventId}\n${normalize(teamName)}`).slice(0, 24) : unassignedTeamId;
}

function checkRow(eventId: string, row: CsvRecord, cell: Cell): RowFailure | NewParticipant {
  const [firstName, lastName, goalText] = [cell(row, 'first'), cell(row, 'last'), cell(row, 'goal')];
  if (!firstName || !lastName || !goalText) return { Row: row.line, Reason: participantImportFieldsRequired };
  const goal = Number(goalText.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(goal) || goal <= 0) return { Row: row.line, Reason: 'Goal must be a positive number' };
  if (firstName.length > 60 || lastName.length > 60) return { Row: row.line, Reason: 'Name is too long.' };
  const teamId = teamIdFor(eventId, cell(row, 'team'));
  const participantId = participantIdFor(
    eventId,
    [normalize(firstName), normalize(lastName), teamId].join('#'),
  );
  const grade = cell(row, 'grade') || undefined;
  return { participantId, eventId, teamId, firstName, lastName, goal, grade };
}

export async function importParticipants(
  caller: Caller,
  request: z.infer<typeof importParticipantsRequestSchema>,
) {
  const event = await eventManagedBy(caller, request.EventId);
  if (!editableStatuses.includes(event.status)) throw new ConflictError(thonLocked);
  const [header, ...rows] = parseCsv(request.Csv);
  if (!header) throw new BadRequestError(participantImportFieldsRequired);
  const columns = columnsOf(header);
  const cell: Cell = (row, column) => {
    const index = columns[column];
    return index === undefined ? '' : (row.fields[index] ?? '').trim();
  };

  const failed: RowFailure[] = [];
  const candidates = new Map<string, NewParticipant>();
  for (const row of rows) {
    const checked = checkRow(event.eventId, row, cell);
    if ('Reason' in checked) failed.push(checked);
    else if (!candidates.has(checked.participantId)) candidates.set(checked.participantId, checked);
  }
  const teamNames = new Map(
    rows.map((row) => [teamIdFor(event.eventId, cell(row, 'team')), cell(row, 'team')]),
  );
  for (const [teamId, name] of teamNames) {
    if (teamId !== unassignedTeamId) await ensureTeam({ eventId: event.eventId, teamId, name });
  }
  // Skip what an earlier import created (BatchGetItem), then write the rest, 20 rows at a time.
  const existing = new Set((await getParticipants([...candidates.keys()])).map((p) => p.participantId));
  const fresh = [...candidates.values()].filter((participant) => !existing.has(participant.participantId));
  let imported = 0;
  for (let start = 0; start < fresh.length; start += concurrency) {
    const created = await Promise.all(fresh.slice(start, start + concurrency).map(createWithAccessCode));
    imported += created.filter(Boolean).length;
  }
  // One ADD of the rows this request created, after they are written (600 rows cannot share one
  // transaction). Safe: the count only sets the catalogue's units ceiling, and a re-import creates
  // 0 rows, so it adds 0 and never counts a row twice. A request cut off between the rows and the
  // ADD can only undercount, which lowers that ceiling and never lets a bad units value through.
  await addParticipantsToCount(event.eventId, imported);
  if (imported > 0) await invalidateEventPage(event.eventId);
  const validRows = rows.length - failed.length;
  return {
    Imported: imported,
    AlreadyImported: validRows - imported,
    Failed: failed,
    Message: failed.length > 0 ? participantsNotImported : null,
  };
}
