// RevokeLapToken (docs/event-day.md): a Thon's manager gives one runner a new token (a bib lost or
// photographed); the old bib's claim goes in the same transaction, so it reads as an unknown bib
// from that instant. Audited, in the same transaction. A concurrent revoke or a token collision is
// read and tried again.
import type { BibRunner } from '@thon/shared/api/schemas/eventday';
import { runnerNotFound } from '@thon/shared/catalog/eventday-messages';
import { canManageThon, directCustomer, notFoundUnless } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import { auditEntryOf } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { Failed } from '../errors';
import { thonAuditActor } from '../events/thon-audit';
import { bibOf, newLapToken } from './bib-runner';
import type { LapTokenDeps } from './lap-token-store';

const revokeAttempts = 6;

export async function revokeLapToken(
  deps: LapTokenDeps,
  caller: Caller,
  request: { EventId: string; ParticipantId: string },
): Promise<BibRunner> {
  const event = await thonInScope(
    deps.callers,
    caller,
    await deps.store.getEvent(request.EventId),
    canManageThon,
  );
  const [participant, teams, actor] = await Promise.all([
    deps.store.getParticipant(request.ParticipantId),
    deps.store.listTeamsOfEvent(event.eventId),
    thonAuditActor(deps.callers, caller),
  ]);
  notFoundUnless(participant?.eventId === event.eventId, runnerNotFound);
  const teamName = teams.find((team) => team.teamId === participant.teamId)?.name ?? '';
  const franchiseId = event.franchiseId === directCustomer ? undefined : event.franchiseId;
  for (let attempt = 0; attempt < revokeAttempts; attempt += 1) {
    const tally = await deps.store.getLapTally(event.eventId, participant.participantId);
    // A runner whose bibs were never issued has no token to revoke.
    notFoundUnless(tally !== undefined, runnerNotFound);
    const newToken = newLapToken(deps.random);
    const issuedAt = new Date(deps.clock.nowMs()).toISOString();
    const outcome = await deps.store.replaceLapToken({
      eventId: event.eventId,
      participantId: participant.participantId,
      oldToken: tally.lapToken,
      newToken,
      issuedAt,
      // The token itself is never logged (a bib's secret): the entry says when each bib was issued.
      audit: auditEntryOf(
        {
          actor,
          action: 'lap-token-revoked',
          subject: { kind: 'participant', id: participant.participantId },
          ...(franchiseId ? { franchiseId } : {}),
          before: { bibIssuedAt: tally.issuedAt },
          after: { bibIssuedAt: issuedAt },
        },
        { id: deps.ids.newId(), nowMs: deps.clock.nowMs() },
      ),
    });
    if (outcome.written) return bibOf(participant, teamName, newToken);
    if (outcome.refused.size === 0) await deps.backOff(attempt);
  }
  throw new Failed('The bib could not be replaced. Please try again.');
}
