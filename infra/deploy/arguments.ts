// The command line of `npm run deploy -- --stage <name> [--dry-run] [--no-bundling]`, validated with
// zod: a wrong or missing argument is one line saying what is expected, never a stack trace.
import { parseArgs } from 'node:util';
import { z } from 'zod';

export const deployUsage =
  'Usage: npm run deploy -- --stage staging|prod [--dry-run] [--no-bundling]\n' +
  "  --dry-run      synthesize and print each stack's changes; deploys nothing, needs no AWS account\n" +
  '  --no-bundling  (dry-run only) skip bundling the functions: faster, but the assets are not the ones a deploy uploads';

const argumentsSchema = z
  .object({
    stage: z.enum(['staging', 'prod'], { error: '--stage must be staging or prod' }),
    dryRun: z.boolean(),
    bundling: z.boolean(),
  })
  .refine((value) => value.bundling || value.dryRun, { error: '--no-bundling is for --dry-run only' });

export type DeployArguments = z.output<typeof argumentsSchema>;

export type ParsedArguments = { ok: true; value: DeployArguments } | { ok: false; message: string };

export function parseDeployArguments(argv: readonly string[]): ParsedArguments {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        stage: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'no-bundling': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}\n${deployUsage}` };
  }
  const parsed = argumentsSchema.safeParse({
    stage: values.stage,
    dryRun: values['dry-run'],
    bundling: !values['no-bundling'],
  });
  if (!parsed.success) {
    return {
      ok: false,
      message: `${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${deployUsage}`,
    };
  }
  return { ok: true, value: parsed.data };
}
