// In-memory activity log (domain/events/ports.ts ActivityLog): one entry per session and type,
// as the conditional create keeps it.
import type { ActivityLog } from '../../../src/domain/events/ports';

export class InMemoryActivityLog implements ActivityLog {
  /** `${sessionId}/${activityTypeId}` -> the user it was recorded for. */
  readonly recorded = new Map<string, string>();

  recordActivityOnce = (sessionId: string, activityTypeId: number, userId: string) => {
    const key = `${sessionId}/${activityTypeId}`;
    if (this.recorded.has(key)) return Promise.resolve(false);
    this.recorded.set(key, userId);
    return Promise.resolve(true);
  };
}
