// docs/architecture.md lists the background jobs for newcomers. This reads its "Background jobs"
// table against the jobs table (src/jobs/job-table.ts), so a job added, re-triggered or
// re-granted without its line in the document fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backgroundJobs, type BackgroundJob } from '../../src/jobs/job-table';

const architecture = readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');

/** The "Background jobs" section: from its heading to the next top-level (##) heading. */
function jobsSection(): string {
  const start = architecture.indexOf('\n## Background jobs\n');
  if (start < 0) throw new Error('docs/architecture.md has no "## Background jobs" section');
  const end = architecture.indexOf('\n## ', start + 1);
  return architecture.slice(start, end < 0 ? undefined : end);
}

/** A job's trigger, as the document writes it. */
function trigger({ trigger }: BackgroundJob): string {
  switch (trigger.kind) {
    case 'queue':
      return `queue \`${trigger.queue}\`, batch ${trigger.batchSize}, at most ${trigger.maxConcurrency} at once`;
    case 'schedule':
      return `every ${trigger.everyMinutes} minutes`;
    case 'topic':
      return `topic \`${trigger.topic}\``;
  }
}

/** A job's grants, as the document writes them. */
const grants = (job: BackgroundJob) => [`table ${job.table}`, job.uses.join(', ')].filter(Boolean).join('; ');

describe('docs/architecture.md background jobs', () => {
  it('lists exactly the jobs of the table, each with its handler, trigger and grants', () => {
    const rows = [...jobsSection().matchAll(/^\| `(\w+)` \| (.+) \|$/gm)].map(([, name, rest]) => [
      name,
      rest,
    ]);
    const expected = Object.entries(backgroundJobs).map(([name, job]: [string, BackgroundJob]) => [
      name,
      `\`${job.handler}\` | ${trigger(job)} | ${grants(job)}`,
    ]);
    expect(rows).toEqual(expected);
  });
});
