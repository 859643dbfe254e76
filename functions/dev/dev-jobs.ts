// Background jobs a developer (or the end-to-end test) runs on demand through the local gateway,
// POST /__dev/jobs/<name>: locally only, never in the route table or the deployment. The prize lock
// takes `{ "now": ISO time }` and runs as EventBridge Scheduler would have at that time, so
// "tonight" locks without waiting for midnight. The lap units job writes counted laps as units at
// once, rather than at the next tick of its timer.
import * as z from 'zod';
import { backgroundJobs } from '../src/jobs/job-table';

/** What a dev job answers over HTTP. */
export interface DevJobAnswer {
  status: number;
  body: unknown;
}

export type DevJob = (body: unknown) => Promise<DevJobAnswer>;

/** Runs a job's handler module once with an event (background-work.ts's runJob). */
export type InvokeJob = (handler: string, event: unknown) => Promise<unknown>;

const lockRequest = z.strictObject({
  now: z.iso
    .datetime({ offset: true, error: 'now must be an ISO time, e.g. 2026-05-02T05:05:00Z' })
    .optional(),
});

export function devJobs(invoke: InvokeJob): Readonly<Record<string, DevJob>> {
  return {
    'lock-prize-awards': async (body) => {
      const parsed = lockRequest.safeParse(body ?? {});
      if (!parsed.success) return { status: 400, body: { message: z.prettifyError(parsed.error) } };
      // The scheduler's own event field: the job locks as of this time.
      const time = new Date(parsed.data.now ?? Date.now()).toISOString();
      return { status: 200, body: await invoke(backgroundJobs.lockPrizeAwards.handler, { time }) };
    },
    // Runs for every Thon running now, as the schedule would; a body, if any, is ignored.
    'apply-lap-units': async () => ({
      status: 200,
      body: await invoke(backgroundJobs.applyLapUnits.handler, { time: new Date().toISOString() }),
    }),
  };
}
