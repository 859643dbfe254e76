// A Thon the size of the school for the screen's read figure: 600 runners in 24 classes,
// each runner's tally as it stands after 30 counted laps (its `counted` list full), written
// bench-side in batches (not counted as a handler's requests): the screen's reads then page through
// items of their real size.
import { randomUUID } from 'node:crypto';

export async function arrangeScreenThon(runners: number, lapsEach: number): Promise<string> {
  // Imported once the stack is up: the data modules read the table's name from the environment.
  const { createEvent } = await import('@thon/functions/data/repositories/events-repository');
  const { thon } = await import('@thon/functions/data/thon-service');
  const eventId = randomUUID();
  const eventCode = `SCR${randomUUID().replace(/-/gu, '').slice(0, 7).toUpperCase()}`;
  await createEvent({
    eventId,
    organizationId: randomUUID(),
    name: 'Screen Bench Fun Run',
    eventCode,
    status: 'live',
    unitName: 'lap',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    timeZone: 'America/Chicago',
    goal: 50_000,
  });
  const createdAt = new Date().toISOString();
  const teamIds = Array.from({ length: 24 }, () => randomUUID());
  await thon()
    .entities.team.put(
      teamIds.map((teamId, index) => ({ eventId, teamId, name: `Room ${index + 1}`, createdAt })),
    )
    .go();
  const started = Date.now() - lapsEach * 40_000;
  const kids = Array.from({ length: runners }, (_, index) => ({
    participantId: randomUUID(),
    teamId: teamIds[index % teamIds.length] ?? '',
    firstName: `Runner${index}`,
  }));
  await thon()
    .entities.participant.put(
      kids.map((kid, index) => ({
        ...kid,
        eventId,
        lastName: 'Benchmark',
        goal: 350,
        accessCode: `B${String(index).padStart(7, '0')}`,
        raisedCents: 2_500,
        createdAt,
      })),
    )
    .go();
  await thon()
    .entities.lapTally.put(
      kids.map((kid, index) => {
        const counted = Array.from({ length: lapsEach }, (_, lap) => ({
          at: started + lap * 40_000 + index * 50,
          scanId: randomUUID(),
        }));
        return {
          eventId,
          participantId: kid.participantId,
          lapToken: randomUUID().replace(/-/gu, '').slice(0, 12).toUpperCase(),
          teamId: kid.teamId,
          firstName: kid.firstName,
          lastInitial: 'B',
          laps: lapsEach,
          counted,
          lastLapAt: counted[counted.length - 1]?.at,
          issuedAt: createdAt,
          version: lapsEach,
        };
      }),
    )
    .go();
  return eventCode;
}
