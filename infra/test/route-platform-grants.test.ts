// IAM is never exercised locally (moto does not enforce it), so this is where a missing or unused
// grant shows up before a deployment: each handler is bundled as CDK bundles it, and the platform
// clients whose code ends up in its bundle must match exactly what its route declares in `uses`
// and `table` (shared/src/api/routes.ts). Cognito calls: route-code-grants.test.ts. Not checked here:
// 'batch-write' and read versus write (ElectroDB bundles every command whether a handler uses it).
import { routeList } from '@thon/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { authorizerHandler } from '../constructs/http-api';
import { backgroundJobList } from '@thon/functions/jobs/job-table';
import { bundledInputsByHandler } from './support/handler-bundles';

const sdkCommand = /client-([a-z0-9-]+)\/dist-[a-z]+\/commands\/(\w+)Command\.js$/;

/** What a bundle holds: SDK commands ('ses:SendEmail') and repository source files. */
interface Reach {
  commands: Set<string>;
  files: Set<string>;
}

function reachOf(inputs: readonly string[]): Reach {
  const commands = inputs
    .map((input) => sdkCommand.exec(input))
    .filter((found): found is RegExpExecArray => found !== null)
    .map(([, service, command]) => `${service}:${command}`);
  return { commands: new Set(commands), files: new Set(inputs) };
}

// SDK commands rather than client modules wherever a command identifies the grant: a module whose
// top level survives tree shaking (a lazy client) proves an import, not a call.
const sends = (reach: Reach, ...commands: string[]) =>
  commands.some((command) => reach.commands.has(command));

/** A grant, and the evidence in a bundle that its handler uses it. */
const evidence: Readonly<Record<string, (reach: Reach) => boolean>> = {
  // ElectroDB bundles every DynamoDB command, so the client module is the evidence here.
  table: (reach) => reach.files.has('functions/src/platform/clients/dynamodb.ts'),
  // s3-presigned-post signs with PutObjectCommand, so a presigning handler counts too. The module
  // tells the landing pages' uploads from the families' photos (both S3, granted apart).
  uploads: (reach) =>
    [...reach.commands].some((command) => command.startsWith('s3:') && command !== 's3:CreateSession') &&
    reach.files.has('functions/src/platform/uploads-bucket.ts'),
  'student-photos': (reach) =>
    [...reach.commands].some((command) => command.startsWith('s3:') && command !== 's3:CreateSession') &&
    reach.files.has('functions/src/platform/student-photos-bucket.ts'),
  'signing-key': (reach) => sends(reach, 'kms:Sign'),
  'verify-key': (reach) => sends(reach, 'kms:GetPublicKey') && !sends(reach, 'kms:Sign'),
  email: (reach) => sends(reach, 'ses:SendEmail', 'ses:SendRawEmail', 'ses:SendTemplatedEmail'),
  sms: (reach) => sends(reach, 'sns:Publish'),
  cdn: (reach) => sends(reach, 'cloudfront:CreateInvalidation'),
  // Every secret is read with GetSecretValue; the module that reads it tells which.
  'id-key': (reach) =>
    sends(reach, 'secrets-manager:GetSecretValue') && reach.files.has('functions/src/platform/id-key.ts'),
  'facebook-app': (reach) =>
    sends(reach, 'secrets-manager:GetSecretValue') &&
    reach.files.has('functions/src/platform/facebook-graph.ts'),
  'payment-provider': (reach) =>
    sends(reach, 'secrets-manager:GetSecretValue') &&
    reach.files.has('functions/src/platform/payments/stripe-payment-provider.ts'),
  // 'cdn' functions send to the invalidation retry queue too: the sending module tells which queue.
  'pledge-queue': (reach) =>
    sends(reach, 'sqs:SendMessageBatch', 'sqs:SendMessage') &&
    reach.files.has('functions/src/platform/pledge-queue.ts'),
  'payment-webhook': (reach) =>
    sends(reach, 'secrets-manager:GetSecretValue') &&
    reach.files.has('functions/src/platform/payments/payment-events.ts'),
  // The support desk: its settings, and Jira's API token when the deployment has one.
  jira: (reach) =>
    reach.files.has('functions/src/platform/support-settings.ts') &&
    reach.files.has('functions/src/platform/jira.ts'),
};

/** The grants a bundle's code needs, by the evidence above. */
function grantsUsed(inputs: readonly string[]): string[] {
  const reach = reachOf(inputs);
  return Object.keys(evidence)
    .filter((grant) => evidence[grant]?.(reach))
    .sort();
}

/** The grants a function declares, in the same terms (Cognito calls left to the other test). */
function grantsDeclared(table: string, uses: readonly string[]): string[] {
  const declared = uses.filter((use) => use in evidence);
  return [...(table === 'none' ? [] : ['table']), ...declared].sort();
}

describe('platform grants follow the code', () => {
  it('declares for every route exactly the platform clients its handler reaches', async () => {
    const workers = backgroundJobList;
    const inputs = await bundledInputsByHandler([
      ...routeList.map((route) => route.handler),
      authorizerHandler,
      ...workers.map((worker) => worker.handler),
    ]);
    const used = (handler: string) => grantsUsed(inputs.get(handler) ?? []);
    // The bundles were really inspected: the reset link is emailed, sign-in signs a token.
    expect(used('users/email-password-reset-link')).toContain('email');
    expect(used('auth/login')).toContain('signing-key');
    const mismatches = routeList
      .map((route) => ({
        route: route.name,
        declared: grantsDeclared(route.table, route.uses ?? []),
        used: used(route.handler),
      }))
      .filter(({ declared, used }) => declared.join() !== used.join());
    expect(mismatches).toEqual([]);
    // The authorizer's grants are declared in infra/constructs/http-api.ts.
    expect(used(authorizerHandler)).toEqual(grantsDeclared('read', ['verify-key']));
    // The background workers' in infra/constructs/pledge-workers.ts and share-workers.ts.
    for (const worker of workers) {
      expect(used(worker.handler), worker.handler).toEqual(grantsDeclared(worker.table, worker.uses));
    }
  });
});
