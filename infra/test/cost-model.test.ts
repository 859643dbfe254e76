// The cost model (docs/cost.md, infra/lib/cost) against the stacks: it prices the functions'
// memory and the billed resources it lists, so synthesizing the prod stage must give exactly its
// inventory. A function's memory, an alarm, a secret, a key, a queue... added, removed or changed
// without the model fails here, with the differences listed.
import { routeList } from '@thon/shared/api/routes';
import { describe, expect, it } from 'vitest';
import {
  inventoryDiff,
  modelInventory,
  readInventory,
  type Inventory,
  type ModelInventory,
} from '../lib/cost/resource-inventory';
import { callLines } from '../lib/cost/thon-activity';
import { thonCost } from '../lib/cost/thon-cost';
import { createThonApp } from '../lib/thon-app';
import { stackTemplatesOf } from './support/thon-template';

const prodContext = {
  'aws:cdk:bundling-stacks': [],
  stage: 'prod',
  apiDomainName: 'api.thon.example',
  apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
};

const update =
  'Update infra/lib/cost/resource-inventory.ts (modelInventory) and the figures in docs/cost.md, ' +
  'then run `npx tsx bench/cost/print.ts` for the new cost per Thon.';

describe('the cost model', () => {
  const stacks = readInventory(stackTemplatesOf(createThonApp({ context: prodContext }).app));

  it("lists exactly the prod stacks' billed resources and every function's memory", () => {
    const differences = inventoryDiff(modelInventory, stacks);
    expect(differences, `${update}\n${differences.join('\n')}`).toEqual([]);
  });

  it('reports a function whose memory changed, and a resource count that moved', () => {
    const agreeing: ModelInventory = {
      resources: stacks.resources,
      defaultMemoryMb: 1024,
      memoryExceptions: Object.fromEntries(
        Object.entries(stacks.functionMemoryMb).filter(([, memory]) => memory !== 1024),
      ),
      wafRules: stacks.wafRules,
      alarmMetrics: stacks.alarmMetrics,
    };
    expect(inventoryDiff(agreeing, stacks)).toEqual([]);
    const someRoute = Object.keys(stacks.functionMemoryMb).find((key) => !key.startsWith('cdk:')) ?? '';
    const alarms = stacks.resources['AWS::CloudWatch::Alarm'];
    const changed: Inventory = {
      ...stacks,
      resources: { ...stacks.resources, 'AWS::CloudWatch::Alarm': alarms + 1 },
      functionMemoryMb: { ...stacks.functionMemoryMb, [someRoute]: 2048 },
    };
    expect(inventoryDiff(agreeing, changed)).toEqual([
      `AWS::CloudWatch::Alarm: the model says ${alarms}, the stacks have ${alarms + 1}`,
      `function ${someRoute}: the model says 1024 MB, the stacks 2048 MB`,
    ]);
  });

  it('prices only routes that exist (a renamed route would silently take the default memory)', () => {
    const routes = new Set(routeList.map((route) => route.name));
    expect(callLines.map((line) => line.route).filter((route) => !routes.has(route))).toEqual([]);
    for (const line of callLines) expect(stacks.functionMemoryMb, line.route).toHaveProperty(line.route);
    expect(stacks.functionMemoryMb).toHaveProperty('auth/authorize');
    expect(stacks.functionMemoryMb).toHaveProperty('workers/charge-pledges');
  });

  it('prices a Thon from the stacks as they are, and says which figures were not measured', () => {
    const cost = thonCost({
      measured: { measuredAt: 'test', calls: {} },
      functionMemoryMb: stacks.functionMemoryMb,
    });
    expect(cost.totalUsd).toBeGreaterThan(0);
    expect(cost.unmeasured).toContain('GetEventPage (600 participants)');
    expect(cost.unmeasured).toContain('lap load (units per scan, scans per request)');
    expect(cost.lines.every((line) => Number.isFinite(line.usd) && line.usd >= 0)).toBe(true);
  });
});
