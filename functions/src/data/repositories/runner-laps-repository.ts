// One runner's scans for ListRunnerLaps: a Query of the runner's partition (event and participant).
import type { EntityItem } from 'electrodb';
import type { lapScanEntity } from '../entities/lap-scan';
import { thon } from '../thon-service';

export type LapScanRecord = EntityItem<typeof lapScanEntity>;

/** Every scan of the runner, in scan id order (the domain sorts them by time). */
export async function listLapScans(eventId: string, participantId: string): Promise<LapScanRecord[]> {
  const { data } = await thon()
    .entities.lapScan.query.byRunner({ eventId, participantId })
    .go({ pages: 'all' });
  return data;
}
