// The demo event day `npm start` promises (README "Event day"): on the live Thon every runner's bib
// issued (children awaiting approval have none yet), laps counted for Emma and Olivia only (other
// journeys type units in for the rest, which counted laps would refuse), and a volunteer's counting
// code that opens the Thon's roster until midnight; once the units job runs, the laps are units.
import { describe, expect, inject, it } from 'vitest';
import { lapTokenPattern } from '@thon/shared/eventday/lap-token';
import { countingPath } from '@thon/shared/eventday/counting-code';
import { findEventIdByCode } from '../../src/data/repositories/events-repository';
import { listLapTallies } from '../../src/data/repositories/lap-tokens-repository';
import { getParticipant, listParticipantsOfEvent } from '../../src/data/repositories/participants-repository';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const demoLaps = { Emma: 3, Olivia: 2 };

async function liveThonId(): Promise<string> {
  const eventId = await findEventIdByCode('LINCOLN26');
  if (!eventId) throw new Error('the demo has no LINCOLN26');
  return eventId;
}

describe('the demo event day', () => {
  it("issues every approved runner's bib and counts Emma's and Olivia's seeded laps", async () => {
    const eventId = await liveThonId();
    const [participants, tallies] = await Promise.all([
      listParticipantsOfEvent(eventId),
      listLapTallies(eventId),
    ]);
    const approved = participants.filter((participant) => participant.awaitingApproval !== true);
    expect(approved.length).toBeGreaterThan(0);
    expect(tallies.map((tally) => tally.participantId).sort()).toEqual(
      approved.map((participant) => participant.participantId).sort(),
    );
    for (const tally of tallies) expect(tally.lapToken).toMatch(lapTokenPattern);
    // Other tests may count laps on this Thon too, never fewer: the seeded ones are a floor.
    const lapsOf = (firstName: string) => tallies.find((tally) => tally.firstName === firstName)?.laps ?? 0;
    expect(lapsOf('Emma')).toBeGreaterThanOrEqual(demoLaps.Emma);
    expect(lapsOf('Olivia')).toBeGreaterThanOrEqual(demoLaps.Olivia);
  });

  it("gives a volunteer's counting code that opens the Thon's roster, its page's path with the code in the fragment", async () => {
    const [demoCode] = inject('stack').countingCodes;
    if (!demoCode) throw new Error('the demo seeded no counting code');
    expect(demoCode).toMatchObject({ eventCode: 'LINCOLN26', label: 'Demo volunteer' });
    expect(demoCode.countingPath).toBe(countingPath('LINCOLN26', demoCode.code));
    const opened = await api.post('/api/eventday/OpenCountingCode', {
      EventCode: demoCode.eventCode,
      Code: demoCode.code,
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      EventCode: 'LINCOLN26',
      Counter: { Kind: 'code', Name: 'Demo volunteer' },
    });
  });

  it("makes Emma's counted laps her units once the units job runs", async () => {
    const eventId = await liveThonId();
    const job = await fetch(`${apiUrl}/__dev/jobs/apply-lap-units`, { method: 'POST', body: '{}' });
    expect(job.status).toBe(200);
    const emma = (await listLapTallies(eventId)).find((tally) => tally.firstName === 'Emma');
    if (!emma) throw new Error('Emma has no tally');
    expect((await getParticipant(emma.participantId))?.units).toBe(emma.laps);
  });
});
