// Runs the deploy's account checks (credentials, CDK bootstrap) for an account and region given
// as arguments and prints each result as a JSON line; exits 1 when one fails. What a deploy runs
// first, on its own: `npx tsx infra/deploy/account-checks-cli.ts <account> <region> [bootstrap version]`.
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';
import { checkBootstrap, checkCredentials } from './aws-account';

const [account, region, required = '6'] = process.argv.slice(2);
if (!account || !region || !/^\d+$/u.test(required)) {
  console.error('Usage: npx tsx infra/deploy/account-checks-cli.ts <account> <region> [bootstrap version]');
  process.exit(2);
}
const credentials = await checkCredentials(new STSClient({ region }), account, 'the arguments');
const bootstrap = await checkBootstrap(
  { ssm: new SSMClient({ region }), cfn: new CloudFormationClient({ region }) },
  { account, region, requiredVersion: Number(required) },
);
console.log(JSON.stringify({ check: 'credentials', ...credentials }));
console.log(JSON.stringify({ check: 'bootstrap', ...bootstrap }));
process.exitCode = credentials.ok && bootstrap.ok ? 0 : 1;
