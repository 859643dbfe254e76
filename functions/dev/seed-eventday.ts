// The demo's event day (docs/event-day.md) on the live Thon: every runner's bib issued, a few laps
// counted for two children of Mr. Chen's class (so the screen has figures and their student pages
// show units once the job runs), and one volunteer's counting code, whose counting address
// `npm start` prints. Through the routes' own use cases, as the organizer: IssueLapTokens,
// CreateCountingCode and RecordLaps. Demo.teacher's class and Lucas stay without laps: other
// journeys type their units in, which counted laps would refuse.
import { randomUUID } from 'node:crypto';
import { countingCodeDeps, lapTokenDeps } from '../src/composition/eventday-bibs';
import { recordLapsDeps } from '../src/composition/eventday-laps';
import { uncountedMetrics } from '../src/domain/ports/business-metrics';
import type { Caller } from '../src/domain/caller';
import { createCountingCode } from '../src/domain/eventday/counting-codes';
import { issueLapTokens } from '../src/domain/eventday/issue-lap-tokens';
import { recordLaps } from '../src/domain/eventday/record-laps';

export interface DemoCountingCode {
  eventCode: string;
  label: string;
  code: string;
  /** The counting page's path with the code in its fragment; the site's origin goes before it. */
  countingPath: string;
}

/** Laps counted for each child, a minute apart, the last one five minutes before seeding. */
const demoLaps: Record<string, number> = { Emma: 3, Olivia: 2 };
const lapSpacingMs = 60_000;
const lastLapAgoMs = 5 * 60_000;

export const demoVolunteerLabel = 'Demo volunteer';

export async function seedEventDay(thonId: string, organizer: Caller): Promise<DemoCountingCode> {
  const { Bibs, EventCode } = await issueLapTokens(lapTokenDeps, organizer, { EventId: thonId });
  const now = Date.now();
  const ops = Object.entries(demoLaps).flatMap(([firstName, laps]) => {
    const bib = Bibs.find((candidate) => candidate.FirstName === firstName);
    if (!bib) throw new Error(`Seeding event day needs the runner ${firstName}`);
    return Array.from({ length: laps }, (_, index) => ({
      Op: 'lap' as const,
      ScanId: randomUUID(),
      LapToken: bib.LapToken,
      ParticipantId: bib.ParticipantId,
      ScannedAt: new Date(now - lastLapAgoMs - (laps - 1 - index) * lapSpacingMs).toISOString(),
    }));
  });
  // Demo laps are not event-day business: they count nothing.
  const { Results } = await recordLaps({ ...recordLapsDeps, metrics: uncountedMetrics }, organizer, {
    EventId: thonId,
    Ops: ops,
  });
  const refused = Results.filter((result) => result.Result !== 'counted');
  if (refused.length > 0)
    throw new Error(`Seeding event day's laps: ${refused.map((result) => result.Result).join(', ')}`);
  const code = await createCountingCode(countingCodeDeps, organizer, {
    EventId: thonId,
    Label: demoVolunteerLabel,
  });
  return {
    eventCode: EventCode,
    label: demoVolunteerLabel,
    code: code.Code,
    countingPath: code.CountingPath,
  };
}
