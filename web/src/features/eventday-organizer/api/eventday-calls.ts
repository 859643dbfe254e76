// The organizer's event-day calls (docs/event-day.md): bibs and their tokens, volunteers' counting
// codes, the roster with laps, one runner's scans and their correction, and the cooldown. Typed
// from the shared route table.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { eventRoutes } from '@thon/shared/api/routes/events';
import type {
  BibRunner,
  CreateCountingCodeResponse,
  CountingCodeRow,
  EventDayRoster,
  IssueLapTokensResponse,
  ListRunnerLapsResponse,
  RosterRunner,
} from '@thon/shared/api/schemas/eventday';
import { callApi } from '@/lib/api-client';

export type {
  BibRunner,
  CountingCodeRow,
  CreateCountingCodeResponse,
  EventDayRoster,
  IssueLapTokensResponse,
  ListRunnerLapsResponse,
  RosterRunner,
};

/** The Thon's classes (every class, before any bib is printed) from its roster. */
export async function loadThonClasses(eventId: string, signal?: AbortSignal) {
  const roster = await callApi(eventRoutes.getThonRoster, { path: { eventId }, query: {} }, { signal });
  return roster.Teams.map((team) => ({ TeamId: team.TeamId, Name: team.Name }));
}

export function getEventDayRoster(eventId: string, signal?: AbortSignal): Promise<EventDayRoster> {
  return callApi(eventDayRoutes.getEventDayRoster, { query: { EventId: eventId } }, { signal });
}

export async function listCountingCodes(eventId: string, signal?: AbortSignal): Promise<CountingCodeRow[]> {
  const answer = await callApi(eventDayRoutes.listCountingCodes, { query: { EventId: eventId } }, { signal });
  return answer.Codes;
}

export function listRunnerLaps(
  eventId: string,
  participantId: string,
  signal?: AbortSignal,
): Promise<ListRunnerLapsResponse> {
  return callApi(
    eventDayRoutes.listRunnerLaps,
    { query: { EventId: eventId, ParticipantId: participantId } },
    { signal },
  );
}

/** Issues the missing tokens of a class (or of every class) and answers the bibs to print. */
export function issueLapTokens(eventId: string, teamId?: string): Promise<IssueLapTokensResponse> {
  return callApi(eventDayRoutes.issueLapTokens, {
    body: teamId ? { EventId: eventId, TeamId: teamId } : { EventId: eventId },
  });
}

/** A new token for one runner: the old bib stops counting. */
export function revokeLapToken(eventId: string, participantId: string): Promise<BibRunner> {
  return callApi(eventDayRoutes.revokeLapToken, { body: { EventId: eventId, ParticipantId: participantId } });
}

export function createCountingCode(eventId: string, label: string): Promise<CreateCountingCodeResponse> {
  return callApi(eventDayRoutes.createCountingCode, { body: { EventId: eventId, Label: label } });
}

export function revokeCountingCode(eventId: string, codeId: string): Promise<CountingCodeRow> {
  return callApi(eventDayRoutes.revokeCountingCode, { body: { EventId: eventId, CodeId: codeId } });
}

export function correctLapCount(
  eventId: string,
  participantId: string,
  laps: number,
  reason: string,
): Promise<RosterRunner> {
  return callApi(eventDayRoutes.correctLapCount, {
    body: { EventId: eventId, ParticipantId: participantId, Laps: laps, Reason: reason },
  });
}

export async function updateEventDaySettings(eventId: string, cooldownSeconds: number): Promise<number> {
  const answer = await callApi(eventDayRoutes.updateEventDaySettings, {
    body: { EventId: eventId, CooldownSeconds: cooldownSeconds },
  });
  return answer.CooldownSeconds;
}
