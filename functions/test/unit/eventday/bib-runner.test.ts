// A bib's runner (pure): first name and last initial only, the QR payload of the token, sheets cut
// by class then first name; tokens drawn from base32 at the bib's length.
import { describe, expect, it } from 'vitest';
import { lapTokenPattern } from '@thon/shared/eventday/lap-token';
import {
  bibOf,
  byTeamThenFirstName,
  lastInitialOf,
  newLapToken,
} from '../../../src/domain/eventday/bib-runner';
import { cryptoRandomText } from '../../../src/platform/random-text';

describe('a bib’s runner', () => {
  it('shows the first name, the last initial and the token as text and QR payload', () => {
    expect(
      bibOf(
        { participantId: 'p', firstName: 'Zoe', lastName: '  young', teamId: 't' },
        'Room 2',
        'ABCDEFGH2345',
      ),
    ).toEqual({
      ParticipantId: 'p',
      FirstName: 'Zoe',
      LastInitial: 'Y',
      TeamId: 't',
      TeamName: 'Room 2',
      LapToken: 'ABCDEFGH2345',
      QrPayload: 'THONLAP-ABCDEFGH2345',
    });
    expect(lastInitialOf('')).toBe('');
  });

  it('sorts by class name, then first name', () => {
    const bib = (TeamName: string, FirstName: string) =>
      bibOf(
        { participantId: `${TeamName}${FirstName}`, firstName: FirstName, lastName: 'X', teamId: TeamName },
        TeamName,
        'T',
      );
    const sorted = [bib('Room 2', 'Abe'), bib('Room 1', 'Zed'), bib('Room 1', 'Amy')].sort(
      byTeamThenFirstName,
    );
    expect(sorted.map((b) => `${b.TeamName} ${b.FirstName}`)).toEqual([
      'Room 1 Amy',
      'Room 1 Zed',
      'Room 2 Abe',
    ]);
  });

  it('draws 12-character base32 tokens, different each time', () => {
    const tokens = Array.from({ length: 200 }, () => newLapToken(cryptoRandomText));
    for (const token of tokens) expect(token).toMatch(lapTokenPattern);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
