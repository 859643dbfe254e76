// A short pass of the API fuzz stage (tests/fuzz) for `npm run bench`: its requests per second
// and its findings. It runs the stage itself (vitest project `fuzz`, its own local stack in a
// child process) with few requests per operation and the CI seed, and reads the figures the stage
// writes to FUZZ_REPORT.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '@thon/infra/lib/repository';

export const benchFuzzRuns = 8;
const benchFuzzSeed = '20261122';

export interface FuzzPassFigures {
  operations: number;
  requests: number;
  ms: number;
  findings: { operationId: string; reproduction: string }[];
}

export function measureFuzzPass(): FuzzPassFigures {
  const directory = mkdtempSync(join(tmpdir(), 'thon-fuzz-'));
  const report = join(directory, 'report.json');
  try {
    spawnSync(
      process.platform === 'win32' ? 'npx.cmd' : 'npx',
      ['vitest', 'run', '--configLoader', 'runner', '--project', 'fuzz'],
      {
        cwd: repositoryRoot,
        stdio: 'ignore',
        env: {
          ...process.env,
          FUZZ_RUNS: String(benchFuzzRuns),
          FUZZ_SEED: benchFuzzSeed,
          FUZZ_REPORT: report,
        },
      },
    );
    return JSON.parse(readFileSync(report, 'utf8')) as FuzzPassFigures;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export function printFuzzPass(figures: FuzzPassFigures): void {
  const seconds = figures.ms / 1000;
  console.log(
    `\nAPI fuzz, a short pass (tests/fuzz: ${benchFuzzRuns} hostile requests per operation, seed ${benchFuzzSeed}, one at a\n` +
      'time, through the local gateway; seconds = time spent in the operations, shrinking of findings included).\n',
  );
  console.log(
    `operations ${figures.operations}, requests ${figures.requests}, seconds ${seconds.toFixed(1)}, ` +
      `req/s ${(figures.requests / Math.max(seconds, 0.001)).toFixed(1)}, findings ${figures.findings.length}`,
  );
  for (const finding of figures.findings)
    console.log(`\n${finding.reproduction.split('\n').slice(0, 3).join('\n')}`);
}
