// The web app as it ships: a production build (`vite build`, as `npm run build:web`), served by
// `vite preview` with the same same-origin API proxy as the dev server (web/vite.config.ts
// `preview.proxy`) pointed at a local stack's gateway. Used by bench (Lighthouse) and by the e2e
// test of the production build.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { preview } from 'vite';
import { repositoryRoot } from '@thon/infra/lib/repository';

const webDir = join(repositoryRoot, 'web');

/**
 * Builds the web for production into outDir, in a child process: a test runner's NODE_ENV=test
 * would otherwise make Vite build the development variant (import.meta.env.DEV true).
 */
export async function buildProductionWeb(
  outDir: string,
  options: { manifest?: boolean; stripePublishableKey?: string } = {},
): Promise<void> {
  const { NODE_ENV: _nodeEnv, VITE_PAYMENT_STAND_IN_URL: _standIn, ...environment } = process.env;
  await promisify(execFile)(
    process.execPath,
    [
      join(repositoryRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      webDir,
      '--configLoader',
      'runner',
      '--logLevel',
      'error',
      '--outDir',
      outDir,
      '--emptyOutDir',
      ...(options.manifest ? ['--manifest'] : []),
    ],
    {
      cwd: repositoryRoot,
      env: {
        ...environment,
        NODE_ENV: 'production',
        // A build with a key loads Stripe.js on the card step (the deployment's build has one).
        ...(options.stripePublishableKey
          ? { VITE_STRIPE_PUBLISHABLE_KEY: options.stripePublishableKey }
          : {}),
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

export interface ProductionWeb {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a production build (from buildProductionWeb) on a free port, proxying the API to apiUrl;
 * `headers` go on every file and page it serves (e.g. the distribution's response headers).
 */
export async function serveProductionWeb(
  outDir: string,
  apiUrl: string,
  headers: Record<string, string> = {},
): Promise<ProductionWeb> {
  // web/vite.config.ts reads the proxy's target when it loads.
  const previous = process.env.THON_API_URL;
  process.env.THON_API_URL = apiUrl;
  try {
    const server = await preview({
      configFile: join(webDir, 'vite.config.ts'),
      configLoader: 'runner',
      root: webDir,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, strictPort: false, host: '127.0.0.1', open: false, headers },
    });
    const address = server.httpServer.address();
    if (!address || typeof address === 'string') throw new Error('vite preview is not listening');
    return {
      url: `http://127.0.0.1:${address.port}`,
      close: () => server.close(),
    };
  } finally {
    if (previous === undefined) delete process.env.THON_API_URL;
    else process.env.THON_API_URL = previous;
  }
}
