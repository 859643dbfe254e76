import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ThonPledgeRow } from '../api/load-thon-pledges';
import { thonPledgesCsv, thonPledgesCsvFields } from './thon-pledges-csv';

const createdColumn = thonPledgesCsvFields.indexOf('Created');

function createdIn(timeZone: string, CreatedAt: string): string | undefined {
  const row: ThonPledgeRow = {
    PledgeId: 'tp-1',
    Kind: 'Flat',
    Status: 'Charged',
    DonorName: 'Donor 1',
    Amount: 10,
    Estimated: 10,
    CreatedAt,
    ParticipantId: 'p-ava',
    ParticipantName: 'Ava Adams',
    TeamId: 't-12',
    TeamName: 'Room 12',
    DonorEmail: 'donor1@example.com',
    Anonymous: false,
  };
  const parsed = Papa.parse<string[]>(thonPledgesCsv([row], timeZone).trim());
  return parsed.data[1]?.[createdColumn];
}

describe('the pledges CSV', () => {
  it.each([
    ['America/Chicago', '2026-04-02T15:00:00.000Z', '04/02/2026 10:00 AM'],
    ['America/Los_Angeles', '2026-04-02T03:30:00.000Z', '04/01/2026 08:30 PM'],
    ['UTC', '2026-04-02T15:00:00.000Z', '04/02/2026 03:00 PM'],
  ])('writes Created as MM/dd/yyyy hh:mm a in the viewer’s zone (%s)', (zone, instant, expected) => {
    expect(createdIn(zone, instant)).toBe(expected);
  });
});
