// The cost model's measured figures (infra/lib/cost/measured-figures.ts) from what one bench run
// measured, and their file: bench/cost/last-measured.json, committed, so `npx tsx
// bench/cost/print.ts` prints the cost of the last measured run without running the bench.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@thon/infra/lib/repository';
import type { MeasuredCall, MeasuredFigures } from '@thon/infra/lib/cost/measured-figures';
import { readInventory } from '@thon/infra/lib/cost/resource-inventory';
import type { StackTemplate } from '@thon/functions/dev/stack-templates';
import type { CallFigures } from '../api-calls';
import type { LapLoadFigures } from '../lap-load';
import type { ProcessingFigures } from '../processing-load';

export const lastMeasuredFile = join(repositoryRoot, 'bench/cost/last-measured.json');

export interface BenchResults {
  readonly calls?: readonly CallFigures[];
  readonly processing?: ProcessingFigures;
  readonly lapLoad?: LapLoadFigures;
  /** The prod stage's synthesized stacks (function memory). */
  readonly prodStacks?: readonly StackTemplate[];
}

export function measuredFigures(results: BenchResults, measuredAt = new Date()): MeasuredFigures {
  const calls: Record<string, MeasuredCall> = {};
  for (const call of results.calls ?? []) {
    // A label measured twice (a retry, a second read) keeps its first measurement.
    calls[call.call] ??= {
      route: call.route,
      status: call.status,
      units: call.units.handler,
      authorizerUnits: call.units.authorizer,
      provider: call.provider,
      ms: call.ms,
    };
  }
  const { processing, lapLoad, prodStacks } = results;
  return {
    measuredAt: measuredAt.toISOString(),
    calls,
    ...(processing && processing.pledges > 0
      ? {
          charge: {
            read: processing.readUnitsPerPledge,
            write: processing.writeUnitsPerPledge,
            // One worker locally, one pledge at a time: the run's time per pledge is one pledge's.
            msPerPledge: (processing.seconds * 1000) / processing.pledges,
            providerPerPledge: processing.providerPerPledge,
          },
        }
      : {}),
    ...(lapLoad && lapLoad.requests > 0
      ? {
          lapScan: {
            read: lapLoad.readUnitsPerScan,
            write: lapLoad.writeUnitsPerScan,
            scansPerRequest: lapLoad.scansSent / lapLoad.requests,
            msPerRequest: (lapLoad.seconds * 1000) / lapLoad.requests,
          },
        }
      : {}),
    ...(prodStacks ? { functionMemoryMb: readInventory(prodStacks).functionMemoryMb } : {}),
  };
}

export function writeLastMeasured(figures: MeasuredFigures): void {
  writeFileSync(lastMeasuredFile, `${JSON.stringify(figures, null, 2)}\n`);
}

export function readLastMeasured(): MeasuredFigures {
  return JSON.parse(readFileSync(lastMeasuredFile, 'utf8')) as MeasuredFigures;
}
