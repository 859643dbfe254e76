// `npm start`: the whole product locally, with demo data. Ctrl-C stops every part.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupProblem } from './ports';
import { repoRoot, startLocalStack } from './local-stack';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
// One line per request and job run, with its AWS calls, unless asked for quiet (README).
const quiet = process.argv.includes('--quiet') || process.env.THON_QUIET === '1';

async function main(): Promise<void> {
  const localDir = join(repoRoot, '.local');
  mkdirSync(localDir, { recursive: true });
  console.log('Starting Thon locally: emulator, resources from the CDK template, demo data, API, web…');
  const stack = await startLocalStack({
    emulatorPort: port('THON_EMULATOR_PORT', 4566),
    gatewayPort: port('THON_API_PORT', 3001),
    paymentProviderPort: port('THON_PAYMENT_PROVIDER_PORT', 12111),
    webPort: port('THON_WEB_PORT', 5173),
    cdkOutdir: join(localDir, 'cdk.out'),
    reloadHandlers: true,
    log: (line) => console.log(`[api] ${line}`),
    invocationLog: quiet ? undefined : (line) => console.log(`[api] ${line}`),
  });
  const { apiUrl, webUrl, adminUrl, awsEndpoint, paymentProviderUrl, accounts, events } = stack.info;
  // A volunteer opens the counting page from this address (the code rides in the fragment).
  const countingCodes = stack.info.countingCodes.map(({ countingPath, ...code }) => ({
    ...code,
    url: `${webUrl ?? ''}${countingPath}`,
  }));
  const stackJson = {
    apiUrl,
    webUrl,
    adminUrl,
    awsEndpoint,
    paymentProviderUrl,
    accounts,
    events,
    countingCodes,
  };
  writeFileSync(join(localDir, 'stack.json'), `${JSON.stringify(stackJson, null, 2)}\n`);
  console.log(JSON.stringify(stackJson, null, 2));
  for (const code of countingCodes)
    console.log(
      `\nEvent day (${code.eventCode}): counting page ${code.url}  ·  screen ${webUrl}/eventday/${code.eventCode}/screen`,
    );
  console.log(
    `\nThon is running: open ${webUrl}  ·  outbox ${webUrl}/dev/outbox  ·  metrics ${webUrl}/dev/metrics  ·  written to .local/stack.json`,
  );
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof SetupProblem) console.error(`Cannot start Thon: ${error.message}`);
  else console.error('Cannot start Thon:', error instanceof Error ? error.message : error);
  process.exit(1);
});
