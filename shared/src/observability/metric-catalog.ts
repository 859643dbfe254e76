// Every metric Thon publishes itself (CloudWatch embedded metric format, written by the functions'
// log lines: no PutMetricData call, no extra permission). The functions publish them, the alarms
// and the dashboard (infra) read them, and the local /dev/metrics page shows them: one list, so a
// renamed metric cannot leave an alarm watching nothing (docs/operations.md).
//
// Dimensions are few on purpose: each distinct set of dimension values is a custom metric billed
// monthly (docs/cost.md), so a route's name is a property of the log line (searchable in Logs
// Insights), not a dimension; routes are measured per area.

/** One namespace per stage, so staging and prod in one account never mix. */
export const metricNamespace = (stage: string): string => `Thon/${stage}`;

/** Measured for every API request, with the dimension `Area` (the route's area). */
export const routeMetrics = {
  /** Every request the route's function answered. */
  requests: 'Requests',
  /** Answers 500 and above (a fault of ours or of a provider). */
  faults: 'Faults',
  /** Answers 400 to 499 (refused input, not found, throttled). */
  clientErrors: 'ClientErrors',
  /** Milliseconds from the function's start to its answer. */
  duration: 'Duration',
} as const;

/** The `Area` of the session authorizer's requests: it runs before every signed-in route of every area. */
export const authorizerArea = 'authorizer';

/** Measured for every background job and queue worker run, with the dimension `Job`. */
export const jobMetrics = {
  runs: 'JobRuns',
  /** A run that threw, or items in it that failed (a Thon's lap units, a pledge's charge). */
  failures: 'JobFailures',
  duration: 'JobDuration',
} as const;

/** What the business does, counted where it happens. */
export const businessMetrics = {
  /** Dimension `Kind`: `PerUnit` or `Flat`. */
  pledgesCreated: 'PledgesCreated',
  chargesSucceeded: 'ChargesSucceeded',
  chargesFailed: 'ChargesFailed',
  /** A charge the card's bank wants the donor to confirm (3-D Secure): emailed, not failed. */
  chargesRequiringAction: 'ChargesRequiringAction',
  refunds: 'Refunds',
  /** Dimension `Channel`: `email` or `sms`. */
  invitationsSent: 'InvitationsSent',
  /** SES bounce notifications (every email we send; invitations are most of them). */
  emailsBounced: 'EmailsBounced',
  emailsComplained: 'EmailsComplained',
  contactMessages: 'ContactMessages',
  /** Dimension `State`: the order's state after the change. */
  shopOrders: 'ShopOrders',
  lapsCounted: 'LapsCounted',
} as const;

export type RouteMetric = (typeof routeMetrics)[keyof typeof routeMetrics];
export type JobMetric = (typeof jobMetrics)[keyof typeof jobMetrics];
export type BusinessMetric = (typeof businessMetrics)[keyof typeof businessMetrics];

/** The dimensions in use; nothing else becomes a dimension. */
export const metricDimensions = {
  area: 'Area',
  job: 'Job',
  kind: 'Kind',
  channel: 'Channel',
  state: 'State',
} as const;

export type MetricDimension = (typeof metricDimensions)[keyof typeof metricDimensions];

/** The dimension a business metric is split by, if any. */
export const businessMetricDimension: Readonly<Partial<Record<BusinessMetric, MetricDimension>>> = {
  PledgesCreated: 'Kind',
  InvitationsSent: 'Channel',
  ShopOrders: 'State',
};
