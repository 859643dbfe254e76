// Ready dependencies of RunPrizeCalculator: the table's reads, the scope's reads (a franchisee team
// leader's assignments among them) and the clock; nothing that writes.
import { franchiseStore } from '../data/stores/franchises';
import { prizeCalculatorReads } from '../data/stores/prize-calculator';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { CalculatorPorts } from '../domain/prize-calculator/ports';
import { systemClock } from '../platform/clock';

export const prizeCalculatorDeps = {
  reads: prizeCalculatorReads,
  callers: thonScopeReads,
  franchises: franchiseStore,
  clock: systemClock,
} satisfies CalculatorPorts;
