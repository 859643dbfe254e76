// `npm test`: the stages in order, each through `npm run`, with each stage's wall time printed
// (so a slow stage shows). The first failing stage stops the run and its exit code is ours.
import { spawnSync } from 'node:child_process';

const allStages = ['typecheck', 'lint', 'test:unit', 'test:infra', 'test:integration', 'test:fuzz', 'test:e2e'];
// `npm test -- lint test:unit` runs only the named stages, in the order given.
const stages = process.argv.length > 2 ? process.argv.slice(2) : allStages;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times: string[] = [];

function printTimes(): void {
  console.log(`\nStage wall times:\n${times.join('\n')}`);
}

const started = performance.now();
for (const stage of stages) {
  const stageStarted = performance.now();
  const result = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  const seconds = (performance.now() - stageStarted) / 1000;
  const failed = result.status !== 0;
  times.push(`  ${stage.padEnd(17)} ${seconds.toFixed(1).padStart(7)} s${failed ? '  FAILED' : ''}`);
  if (failed) {
    printTimes();
    process.exit(result.status ?? 1);
  }
}
times.push(`  ${'total'.padEnd(17)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
printTimes();
