// Class challenge progress (pure): class figures from the roster and the Thon's pledges, fair to
// classes of different sizes (participation and per-child figures), pledges that no longer stand
// left out, donors counted once by email, progress capped at 100.
import { describe, expect, it } from 'vitest';
import type { StoredPledgeStatus } from '../../../src/data/stored-values/pledges';
import { classFigures, classProgress } from '../../../src/domain/prizes/class-progress';

const teams = [
  { teamId: 'big', name: 'Room 7' },
  { teamId: 'small', name: 'Room 12' },
  { teamId: 'empty', name: 'Room 1' },
];
const participants = [
  { participantId: 's1', teamId: 'small', raisedCents: 3000 },
  { participantId: 's2', teamId: 'small' },
  { participantId: 'b1', teamId: 'big', raisedCents: 4000 },
  { participantId: 'b2', teamId: 'big' },
  { participantId: 'b3', teamId: 'big' },
  { participantId: 'b4', teamId: 'big' },
];
const pledge = (participantId: string, donorEmail: string, status: StoredPledgeStatus = 'Charged') => ({
  participantId,
  teamId: participantId.startsWith('s') ? 'small' : 'big',
  status,
  donorEmail,
});
const pledges = [
  pledge('s1', 'ann@example.com'),
  pledge('s1', 'Ann@Example.com '),
  pledge('s1', 'bo@example.com', 'Scheduled'),
  pledge('b1', 'cy@example.com'),
  pledge('b2', 'di@example.com', 'Cancelled'),
  pledge('b3', 'ed@example.com', 'Refunded'),
];

describe('classFigures', () => {
  it('counts each class by its own size, by class name', () => {
    expect(classFigures(teams, participants, pledges)).toEqual([
      {
        teamId: 'empty',
        className: 'Room 1',
        participants: 0,
        participating: 0,
        participationPercent: 0,
        donors: 0,
        raisedCents: 0,
        perChildCents: 0,
      },
      {
        teamId: 'small',
        className: 'Room 12',
        participants: 2,
        participating: 1,
        participationPercent: 50,
        donors: 2,
        raisedCents: 3000,
        perChildCents: 1500,
      },
      {
        teamId: 'big',
        className: 'Room 7',
        participants: 4,
        participating: 1,
        participationPercent: 25,
        donors: 1,
        raisedCents: 4000,
        perChildCents: 1000,
      },
    ]);
  });
});

describe('classProgress', () => {
  const [, small, big] = classFigures(teams, participants, pledges);
  if (!small || !big) throw new Error('figures missing');

  it('measures each metric against its target, capped at 100, met at or above it', () => {
    expect(classProgress(small, 'participation', 50)).toMatchObject({ Progress: 100, Met: true });
    expect(classProgress(big, 'participation', 50)).toMatchObject({ Progress: 50, Met: false });
    expect(classProgress(small, 'donors', 3)).toMatchObject({ Progress: 66, Met: false });
    expect(classProgress(big, 'perChild', 1000)).toMatchObject({ Progress: 100, Met: true });
    expect(classProgress(small, 'perChild', 1000)).toMatchObject({ Progress: 100, Met: true });
    expect(classProgress(small, 'raised', 5000)).toMatchObject({ Progress: 60, Met: false });
    expect(classProgress(big, 'raised', 4000)).toMatchObject({ Progress: 100, Met: true });
  });

  it('answers the class figures under wire names, with no child or donor in them', () => {
    const wire = classProgress(small, 'raised', 5000);
    expect(wire).toEqual({
      TeamId: 'small',
      ClassName: 'Room 12',
      Participants: 2,
      Participating: 1,
      ParticipationPercent: 50,
      Donors: 2,
      RaisedCents: 3000,
      PerChildCents: 1500,
      Progress: 60,
      Met: false,
    });
  });
});
