// Builds the web for a stage: `vite build` (as npm run build:web) into the stage's own directory
// with the stage's Stripe publishable key (the only build-time setting: the API is same-origin,
// behind CloudFront's /api/* behaviours), then the page-level settings written into every HTML
// file (page-settings.ts).
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repositoryRoot } from '../lib/repository';
import type { ValidStageFile } from '../stages/stage-file';
import { writePageSettings } from './page-settings';

export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? 'a signal'}`)),
    );
  });
}

export async function buildWeb(stage: ValidStageFile, outDir: string): Promise<void> {
  await run(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', 'web', '--outDir', outDir, '--emptyOutDir'],
    {
      VITE_STRIPE_PUBLISHABLE_KEY: stage.stripePublishableKey,
    },
  );
  const htmlFiles = (await readdir(outDir)).filter((name) => name.endsWith('.html'));
  if (!htmlFiles.includes('index.html')) throw new Error(`The web build wrote no index.html in ${outDir}`);
  for (const name of htmlFiles) {
    const file = join(outDir, name);
    await writeFile(
      file,
      writePageSettings(await readFile(file, 'utf8'), {
        'thon-facebook-app-id': stage.facebookAppId,
        'thon-admin-hosts': stage.domains.admin,
      }),
    );
  }
}
