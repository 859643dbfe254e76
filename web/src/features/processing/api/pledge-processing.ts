// The organizer's side of pledge processing: the processing report of a completed Thon,
// retrying its failed charges, refunding a charged pledge and making one participant's units final.
import type { z } from 'zod';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import type { processingReportSchema } from '@thon/shared/api/schemas/pledges';
import { callApi } from '@/lib/api-client';

export type ProcessingReport = z.output<typeof processingReportSchema>;

export function loadProcessingReport(eventId: string, signal?: AbortSignal): Promise<ProcessingReport> {
  return callApi(pledgeRoutes.getProcessingReport, { path: { eventId }, query: {} }, { signal });
}

export function retryFailedCharges(eventId: string) {
  return callApi(pledgeRoutes.retryFailedCharges, { path: { eventId }, body: {}, query: {} });
}

/** Refunds the whole unrefunded amount when `amount` is not given (dollars). */
export function refundPledge(pledgeId: string, amount?: number) {
  return callApi(pledgeRoutes.refundPledge, {
    body: { PledgeId: pledgeId, ...(amount === undefined ? {} : { Amount: amount }) },
    query: {},
  });
}

export function completeParticipant(participantId: string) {
  return callApi(pledgeRoutes.completeParticipant, { body: { ParticipantId: participantId }, query: {} });
}
