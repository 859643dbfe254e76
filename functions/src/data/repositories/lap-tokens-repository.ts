// Bibs' lap tokens (docs/event-day.md): a runner's tally is created with its token claim in one
// transaction, each only if absent, so two organizers printing at once issue one token per runner
// and a token can never name two runners. A revoke swaps the claims and the tally's token in one
// transaction conditioned on the token read, so the old bib stops counting at the same instant.
import type { EntityItem } from 'electrodb';
import type { lapTallyEntity } from '../entities/lap-tally';
import { thon } from '../thon-service';
import type { AuditEntryRecord } from './audit-log-repository';
import { auditEntryWrite } from './audit-log-repository';
import { unlessConditionFails, writeNamed, type WriteOutcome } from './write-transaction';

export type LapTallyRecord = EntityItem<typeof lapTallyEntity>;

/** Every tally of a Thon (one Query, paged through). */
export async function listLapTallies(eventId: string): Promise<LapTallyRecord[]> {
  const { data } = await thon().entities.lapTally.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

export async function getLapTally(
  eventId: string,
  participantId: string,
): Promise<LapTallyRecord | undefined> {
  const { data } = await thon().entities.lapTally.get({ eventId, participantId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * Marks the Thon as having bibs, before its first tally is written (a mark without tallies costs
 * the units job one empty Query; tallies without a mark would never become units). Set once: a
 * mark already there is left as it is.
 */
export async function markLapTokensIssued(eventId: string, at: string): Promise<void> {
  await unlessConditionFails(
    thon()
      .entities.event.patch({ eventId })
      .set({ lapTokensIssuedAt: at })
      .where(({ lapTokensIssuedAt }, { notExists }) => notExists(lapTokensIssuedAt))
      .go(),
  );
}

/** `tally` refused: the runner has a token already; `claim` refused: the token is taken (draw again). */
export function issueLapToken(tally: LapTallyRecord): Promise<WriteOutcome<'tally' | 'claim'>> {
  return writeNamed((entities) => ({
    tally: entities.lapTally.create(tally).commit(),
    claim: entities.lapTokenClaim
      .create({ lapToken: tally.lapToken, eventId: tally.eventId, participantId: tally.participantId })
      .commit(),
  }));
}

/**
 * The runner's class or name changed since the bib was issued: the tally follows (a teacher's
 * count is checked against its class). False when the tally changed meanwhile (nothing to do: the
 * next issue refreshes it).
 */
export function refreshLapTally(input: {
  eventId: string;
  participantId: string;
  teamId: string;
  firstName: string;
  lastInitial: string;
  version: number;
}): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.lapTally.patch({ eventId: input.eventId, participantId: input.participantId })
      .set({ teamId: input.teamId, firstName: input.firstName, lastInitial: input.lastInitial })
      .add({ version: 1 })
      .where(({ version }, { eq }) => eq(version, input.version))
      .go(),
  );
}

/** `tally`/`oldClaim` refused: revoked or changed meanwhile (read again); `newClaim`: token taken. */
export function replaceLapToken(input: {
  eventId: string;
  participantId: string;
  oldToken: string;
  newToken: string;
  issuedAt: string;
  audit: AuditEntryRecord;
}): Promise<WriteOutcome<'oldClaim' | 'newClaim' | 'tally' | 'audit'>> {
  return writeNamed((entities) => ({
    oldClaim: entities.lapTokenClaim
      .delete({ lapToken: input.oldToken })
      .where(({ participantId }, { eq }) => eq(participantId, input.participantId))
      .commit(),
    newClaim: entities.lapTokenClaim
      .create({ lapToken: input.newToken, eventId: input.eventId, participantId: input.participantId })
      .commit(),
    tally: entities.lapTally
      .patch({ eventId: input.eventId, participantId: input.participantId })
      .set({ lapToken: input.newToken, issuedAt: input.issuedAt })
      .add({ version: 1 })
      .where(({ lapToken }, { eq }) => eq(lapToken, input.oldToken))
      .commit(),
    audit: auditEntryWrite(entities, input.audit),
  }));
}
