// `npm run deploy -- --stage staging|prod [--dry-run] [--no-bundling]`: one command from a stage
// file to a tested stage (docs/operations.md, "Deploying a change"):
//  1. the stage file is checked (every problem at once; placeholders refuse a deploy, a dry-run
//     lists them as warnings);
//  2. the app is synthesized for the stage (functions bundled, cdk-nag applied);
//  3. --dry-run: each stack's changes against the deployed template when credentials for the
//     stage's account are configured, else against an empty stack; nothing else, no AWS call
//     without credentials;
//  4. otherwise: credentials and CDK bootstrap checked, the web built with the stage's settings,
//     ThonEdge, ThonData and ThonApi deployed in that order, the web uploaded, the smoke test run
//     and the URLs printed.
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SQSClient } from '@aws-sdk/client-sqs';
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stageContext } from '../stages/stage-context';
import type { ValidStageFile } from '../stages/stage-file';
import { parseDeployArguments, type DeployArguments } from './arguments';
import { checkBootstrap, checkCredentials } from './aws-account';
import { cdkDeploy } from './cdk-cli';
import { formatStackChanges, stackChanges, type DeployedTemplates } from './change-summary';
import { credentialsConfigured } from './credentials-configured';
import { deployedTemplates } from './deployed-stacks';
import { loadStageFile, stageFilePath } from './load-stage';
import { formatSmokeResults, runSmokeTest } from './smoke-test';
import { pledgeQueueUrls, scheduleStates } from './stage-resources';
import { deployOrder, synthesizeStage, type SynthesizedStage } from './synthesize';
import { buildWeb } from './web-build';
import { uploadWeb } from './web-upload';

class DeployStopped extends Error {}
function stop(lines: readonly string[]): never {
  throw new DeployStopped(lines.join('\n'));
}
const say = (line = '') => console.log(line);

/** The stack changes a dry-run prints: against the deployed templates only with the stage's own credentials. */
async function templatesToCompare(
  stage: ValidStageFile,
): Promise<{ source: DeployedTemplates; note: string }> {
  const empty: DeployedTemplates = () => Promise.resolve(undefined);
  if (!credentialsConfigured(process.env)) {
    return {
      source: empty,
      note: 'no AWS credentials configured: every stack is compared with an empty one',
    };
  }
  const identity = await checkCredentials(
    new STSClient({ region: stage.region }),
    stage.account,
    stageFilePath(stage.stage),
  );
  if (!identity.ok)
    return { source: empty, note: `${identity.problem}\nComparing with empty stacks instead.` };
  return {
    source: deployedTemplates(new CloudFormationClient({ region: stage.region })),
    note: `${identity.detail}: compared with the deployed templates`,
  };
}

async function printChanges(stage: ValidStageFile, synthesized: SynthesizedStage): Promise<void> {
  const { source, note } = await templatesToCompare(stage);
  say(note);
  for (const stack of synthesized.stacks) {
    say();
    for (const line of formatStackChanges(await stackChanges(stack, source))) say(line);
  }
}

async function smokeTestPassword(stage: ValidStageFile): Promise<string> {
  const fromEnvironment = process.env.THON_SMOKE_TEST_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  const { SecretString } = await new SecretsManagerClient({ region: stage.region }).send(
    new GetSecretValueCommand({ SecretId: stage.smokeTest.passwordSecret }),
  );
  if (!SecretString) stop([`The secret ${stage.smokeTest.passwordSecret} holds no smoke-test password.`]);
  return SecretString as string;
}

async function deploy(stage: ValidStageFile, synthesized: SynthesizedStage): Promise<void> {
  const region = stage.region;
  const cfn = new CloudFormationClient({ region });
  const file = stageFilePath(stage.stage);
  const credentials = await checkCredentials(new STSClient({ region }), stage.account, file);
  if (!credentials.ok) stop([credentials.problem]);
  say(credentials.ok ? credentials.detail : '');
  const bootstrap = await checkBootstrap(
    { ssm: new SSMClient({ region }), cfn },
    { account: stage.account, region, requiredVersion: synthesized.requiredBootstrapVersion },
  );
  if (!bootstrap.ok) stop([bootstrap.problem]);
  say(bootstrap.ok ? bootstrap.detail : '');

  const webDir = join(synthesized.directory, 'web');
  say(`Building the web for ${stage.stage} into ${webDir}`);
  await buildWeb(stage, webDir);

  const outputs: Record<string, Record<string, string>> = {};
  for (const artifactId of deployOrder) {
    say(`\nDeploying ${artifactId}`);
    outputs[artifactId] = await cdkDeploy({
      assembly: synthesized.directory,
      artifactId,
      stage: stage.stage,
    });
  }
  const edge = outputs.ThonEdge ?? {};
  const [webUrl, bucket, distributionId] = [edge.WebUrl, edge.WebBucketName, edge.DistributionId];
  if (!webUrl || !bucket || !distributionId)
    stop(['ThonEdge did not output WebUrl, WebBucketName and DistributionId.']);
  const uploaded = await uploadWeb(
    { s3: new S3Client({ region }), cloudfront: new CloudFrontClient({ region }) },
    { directory: webDir, bucket: bucket as string, distributionId: distributionId as string },
  );
  say(`Uploaded ${uploaded} web files to ${bucket}; CloudFront invalidated`);

  const [dataStack, apiStack] = [synthesized.stacks[1]?.stackName, synthesized.stacks[2]?.stackName];
  say('\nSmoke test');
  const results = await runSmokeTest({
    webUrl: webUrl as string,
    apiUrl: webUrl as string,
    user: { username: stage.smokeTest.username, password: await smokeTestPassword(stage) },
    eventCode: stage.smokeTest.eventCode,
    queues: await pledgeQueueUrls(cfn, dataStack ?? ''),
    sqs: new SQSClient({ region }),
    schedules: scheduleStates(cfn, apiStack ?? ''),
  });
  for (const line of formatSmokeResults(results)) say(line);

  say('\nURLs');
  say(`  web (CloudFront):  ${webUrl as string}`);
  say(`  web:               https://${stage.domains.web}`);
  say(`  admin:             https://${stage.domains.admin}`);
  say(`  API:               ${edge.ApiUrl ?? `https://${stage.domains.api}`}`);
  if (edge.ApiDomainTarget) say(`  API domain target: ${edge.ApiDomainTarget}`);
  if (!results.every((result) => result.ok))
    stop(['The smoke test failed (above); see docs/operations.md, "Deploying a change".']);
}

export async function runDeploy(args: DeployArguments, options: { outdir?: string } = {}): Promise<void> {
  const check = await loadStageFile(args.stage);
  if (check.errors.length > 0) stop([`${stageFilePath(args.stage)} is not valid:`, ...check.errors]);
  if (check.placeholders.length > 0) {
    if (!args.dryRun)
      stop([
        `${stageFilePath(args.stage)} still holds placeholders; replace them to deploy:`,
        ...check.placeholders,
      ]);
    say(`Warning: ${stageFilePath(args.stage)} still holds placeholders (a deploy refuses them):`);
    for (const line of check.placeholders) say(`  ${line}`);
  }
  const stage = check.stage as ValidStageFile;
  const started = Date.now();
  say(`Synthesizing ${stage.stage} (${args.bundling ? 'functions bundled' : 'no bundling'})`);
  const synthesized = synthesizeStage({
    context: stageContext(stage),
    env: { account: stage.account, region: stage.region },
    bundling: args.bundling,
    ...(options.outdir ? { outdir: options.outdir } : {}),
  });
  say(
    `Synthesized ${synthesized.stacks.length} stacks into ${synthesized.directory} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (args.dryRun) {
    await printChanges(stage, synthesized);
    say('\nDry run: nothing was deployed.');
    return;
  }
  await deploy(stage, synthesized);
}

export async function main(argv: readonly string[], options: { outdir?: string } = {}): Promise<number> {
  const args = parseDeployArguments(argv);
  if (!args.ok) {
    console.error(args.message);
    return 2;
  }
  try {
    await runDeploy(args.value, options);
    return 0;
  } catch (error) {
    if (error instanceof DeployStopped) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
