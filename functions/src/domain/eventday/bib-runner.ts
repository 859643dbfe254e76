// A runner as a bib prints them: first name and last initial only (a bib is worn in public), the
// class, and the token in text and as the QR's payload.
import type { BibRunner } from '@thon/shared/api/schemas/eventday';
import { lapPayload, lapTokenAlphabet, lapTokenLength } from '@thon/shared/eventday/lap-token';
import type { RandomText } from '../ports/random-text';

export function lastInitialOf(lastName: string): string {
  return lastName.trim().charAt(0).toUpperCase();
}

export function newLapToken(random: RandomText): string {
  return random.of(lapTokenAlphabet, lapTokenLength);
}

export function bibOf(
  runner: { participantId: string; firstName: string; lastName: string; teamId: string },
  teamName: string,
  lapToken: string,
): BibRunner {
  return {
    ParticipantId: runner.participantId,
    FirstName: runner.firstName,
    LastInitial: lastInitialOf(runner.lastName),
    TeamId: runner.teamId,
    TeamName: teamName,
    LapToken: lapToken,
    QrPayload: lapPayload(lapToken),
  };
}

/** Bibs by class name, then first name: how a class's sheets are cut and handed out. */
export function byTeamThenFirstName(a: BibRunner, b: BibRunner): number {
  return (
    a.TeamName.localeCompare(b.TeamName) ||
    a.FirstName.localeCompare(b.FirstName) ||
    a.LastInitial.localeCompare(b.LastInitial) ||
    a.ParticipantId.localeCompare(b.ParticipantId)
  );
}
