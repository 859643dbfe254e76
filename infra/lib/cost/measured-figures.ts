// The figures the cost model takes from `npm run bench` (measured locally against moto, in one
// run), as the bench stores them in bench/cost/last-measured.json for `npx tsx bench/cost/print.ts`.
// Every field is optional: a figure the run could not measure is absent, and the model says so
// and uses its stated assumption instead (never a made-up measurement).

export interface UnitsFigure {
  /** DynamoDB read request units (infra/lib/cost/capacity-units.ts). */
  readonly read: number;
  readonly write: number;
}

export interface MeasuredCall {
  readonly route: string;
  readonly status: number;
  /** The route function's request units. */
  readonly units: UnitsFigure;
  /** The Lambda authorizer's request units (0 on public routes). */
  readonly authorizerUnits: UnitsFigure;
  /** Requests the payment provider's stand-in received. */
  readonly provider: number;
  /** Local round trip through the local gateway (moto, not AWS). */
  readonly ms: number;
}

export interface MeasuredFigures {
  /** ISO time of the bench run. */
  readonly measuredAt: string;
  /** API calls by the bench's label ('CreatePledge (per unit)', ...). */
  readonly calls: Readonly<Record<string, MeasuredCall>>;
  /** One per-unit pledge charged by the queue worker after the Thon completed. */
  readonly charge?: UnitsFigure & { readonly msPerPledge: number; readonly providerPerPledge: number };
  /** One lap scan of the lap load (RecordLapsWithCode, phones' batches). */
  readonly lapScan?: UnitsFigure & { readonly scansPerRequest: number; readonly msPerRequest: number };
  /** Each function's memory (MB) by key, from the synthesized prod stacks (resource-inventory.ts). */
  readonly functionMemoryMb?: Readonly<Record<string, number>>;
}
