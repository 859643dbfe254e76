// The pledge processing use cases run with the real wiring (composition/), as the worker, the
// sweeper and the webhook run them. Imported lazily: the stack's settings must be in place first.
import type { DueFacts } from '../../src/domain/pledges/processing/charge-pledge';

const charging = async () => ({
  ...(await import('../../src/domain/pledges/processing/charge-pledge')),
  ...(await import('../../src/composition/pledge-charging')),
});

export async function chargeNow(pledgeId: string) {
  const { chargePledge, chargeDeps } = await charging();
  return chargePledge(chargeDeps, pledgeId);
}

export async function dueFactsNow(pledgeId: string) {
  const { dueFacts, chargeDeps } = await charging();
  return dueFacts(chargeDeps, pledgeId);
}

export async function chargeDueNow(read: DueFacts) {
  const { chargeDue, chargeDeps } = await charging();
  return chargeDue(chargeDeps, read);
}

/** One sweep, as of `atMs` (default: now): a later time plays claims gone stale. */
export async function sweepNow(atMs?: number) {
  const { sweepPledges } = await import('../../src/domain/pledges/processing/sweep-pledges');
  const { sweepDeps } = await import('../../src/composition/pledge-sweeping');
  const clock =
    atMs === undefined ? sweepDeps.clock : { nowMs: () => atMs, nowInSeconds: () => Math.floor(atMs / 1000) };
  return sweepPledges({ ...sweepDeps, clock });
}
