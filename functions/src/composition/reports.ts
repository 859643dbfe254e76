// Ready deps for the reconciliation report: the table and the payment provider (payouts).
import { reportCallerScopeReads, reportReads } from '../data/stores/reports';
import type { ReportPorts } from '../domain/reports/ports';
import { paymentProvider } from '../platform/payments/provider';

export const reportDeps: ReportPorts = {
  reads: reportReads,
  users: reportCallerScopeReads,
  payments: paymentProvider,
};
