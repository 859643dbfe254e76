// Brings up the whole product locally: emulator, resources from the CDK template, demo data,
// the local API gateway and (optionally) the web dev server. Used by `npm start` and by the
// integration and end-to-end test setups, so every one of them runs the same stack.
// First: the functions' log level, before any import loads their Logger.
import './local-log-level';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outboxPath } from '@thon/shared/api/dev-outbox';
import { devMetricsPath } from '@thon/shared/observability/local-telemetry';
import type { Role } from '@thon/shared/auth/roles';
import {
  environmentNames,
  paymentProviderEnvironmentNames,
  paymentWebhookEnvironmentNames,
} from '../src/platform/environment-names';
import { startBackgroundWork, type BackgroundWork } from './background-work';
import { devJobs } from './dev-jobs';
import { createLocalResources } from './bootstrap';
import { startEmulator } from './emulator';
import { localEdge } from './local-edge';
import { startGateway } from './local-gateway';
import { registerLocalRouteAreas } from './local-route-areas';
import { createLocalTelemetry, registerLocalTelemetry } from './local-telemetry';
import { startPaymentStandIn } from './payment-stand-in/server';
import { claimPort } from './ports';
import { synthesize } from './synthesize';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface StackInfo {
  apiUrl: string;
  webUrl?: string;
  adminUrl?: string;
  awsEndpoint: string;
  /** The Stripe-compatible stand-in the payment adapter (and the local card form) talk to. */
  paymentProviderUrl: string;
  outboxUrl: string;
  /** GET: the functions' metrics and latest invocations (devMetricsSchema). */
  metricsUrl: string;
  resources: Record<string, string>;
  accounts: { role: Role; username: string; password: string }[];
  events: { name: string; eventCode: string; accessCodes: string[]; endDate: string }[];
  /** The demo volunteers' counting codes, each with its page's path (the code in the fragment). */
  countingCodes: { eventCode: string; label: string; code: string; countingPath: string }[];
}

export interface StackOptions {
  /** 0 picks a free port. */
  emulatorPort: number;
  gatewayPort: number;
  /** The payment provider stand-in; 0 or omitted picks a free port. */
  paymentProviderPort?: number;
  /** Omit to run without the web app (integration tests). */
  webPort?: number;
  cdkOutdir?: string;
  seed?: boolean;
  /** Reload handlers when functions/src or shared/src changes (`npm start`). */
  reloadHandlers?: boolean;
  /** How often the scheduled functions (the pledge sweeper, the share reminders) run locally; 15 s by default. */
  sweepIntervalMs?: number;
  /** The stand-in posts its events to the gateway's webhook route (default); the bench turns it off. */
  deliverPaymentWebhooks?: boolean;
  log?: (line: string) => void;
  /**
   * One line per invocation: a request with the AWS calls its functions made, a job's or worker's
   * run (`npm start`). Omitted, none is printed (the test stacks); /__dev/metrics has them either way.
   */
  invocationLog?: (line: string) => void;
}

export interface RunningStack {
  info: StackInfo;
  /** Runs the pledge sweeper now (after a run in progress), as its schedule would. */
  runSweepNow(): Promise<unknown>;
  /**
   * Runs a scheduled function now (after its run in progress), named by its handler module
   * (e.g. 'workers/send-share-reminders'), or every scheduled function when omitted.
   */
  runScheduledNow(handler?: string): Promise<unknown[]>;
  stop(): Promise<void>;
}

function setLocalDefaults(): void {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  // Lambda runs Node 22; the SDK's notice about local Node 20 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}

export async function startLocalStack(options: StackOptions): Promise<RunningStack> {
  setLocalDefaults();
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
  };
  try {
    const gatewayPort = await claimPort(options.gatewayPort, 'local API gateway');
    const webPort = options.webPort === undefined ? undefined : await claimPort(options.webPort, 'web app');
    const emulator = await startEmulator({ port: options.emulatorPort });
    stoppers.push(() => emulator.stop());
    process.env.AWS_ENDPOINT_URL = emulator.endpoint;
    const paymentProvider = await startPaymentStandIn({
      port: await claimPort(options.paymentProviderPort ?? 0, 'payment provider stand-in'),
    });
    stoppers.push(() => paymentProvider.close());
    // The handlers' Stripe adapter talks to the stand-in with a test-mode key, as moto's clients do.
    process.env[paymentProviderEnvironmentNames.url] = paymentProvider.url;
    process.env[paymentProviderEnvironmentNames.apiKey] = 'sk_test_local';
    // Test Thons' key: the stand-in too, under a key of its own, so a test can tell which was used.
    process.env[paymentProviderEnvironmentNames.testApiKey] = 'sk_test_rehearsal';
    // The webhook signing secret the stand-in signs with and the webhook handler checks.
    process.env[paymentWebhookEnvironmentNames.secret] = 'whsec_local';

    const outdir = options.cdkOutdir ?? mkdtempSync(join(tmpdir(), 'thon-cdk-'));
    const template = synthesize(repoRoot, outdir);
    const prefix = `thon-local-${gatewayPort}`;
    const webUrl = webPort === undefined ? undefined : `http://localhost:${webPort}`;
    const adminUrl = webPort === undefined ? undefined : `http://admin.localhost:${webPort}`;
    const webOrigin = webUrl ?? 'http://localhost';
    const adminOrigin = adminUrl ?? 'http://admin.localhost';
    const { environment, physical } = await createLocalResources(template, prefix, [webOrigin, adminOrigin]);
    Object.assign(process.env, environment, {
      [environmentNames.stage]: 'local',
      [environmentNames.webOrigin]: webOrigin,
      [environmentNames.adminOrigin]: adminOrigin,
    });

    // Imported only now: data modules read the table name and endpoint from the environment.
    const { seedDemoData } = await import('./seed');
    const seeded =
      options.seed === false ? { accounts: [], events: [], countingCodes: [] } : await seedDemoData();
    const { routeList } = await import('@thon/shared/api/routes');
    // Each route's request metrics carry its area; locally it comes from the route table's index.
    registerLocalRouteAreas();

    const handlersDir = join(repoRoot, 'functions/src/handlers');
    // The gateway's dev jobs run through the background work, which starts after it.
    const later: { background?: BackgroundWork } = {};
    const invokeJob = (handler: string, event: unknown) =>
      later.background
        ? later.background.runJob(handler, event)
        : Promise.reject(new Error('The background work has not started yet'));
    const watchDirs = options.reloadHandlers
      ? [join(repoRoot, 'functions/src'), join(repoRoot, 'shared/src')]
      : undefined;
    // What the functions measure and trace, handed over in-process instead of to CloudWatch and X-Ray.
    const telemetry = createLocalTelemetry({ print: options.invocationLog });
    const unregisterTelemetry = registerLocalTelemetry(telemetry);
    stoppers.push(() => Promise.resolve(unregisterTelemetry()));
    const gateway = await startGateway({
      port: gatewayPort,
      routes: routeList,
      handlersDir,
      authorizerModule: join(repoRoot, 'functions/src/handlers/auth/authorize.ts'),
      outboxUrl: emulator.outboxUrl,
      // What CloudFront's /images/* behaviour serves from the uploads bucket's public/ prefix.
      publicImagesBucket: process.env[environmentNames.uploadsBucket],
      // What CloudFront adds to every API request (the origin secret, the viewer's address).
      edge: await localEdge(),
      devJobs: devJobs(invokeJob),
      watchDirs,
      log: options.log,
      telemetry,
      requestLog: options.invocationLog ?? (() => undefined),
    });
    stoppers.push(() => gateway.stop());
    // The stand-in posts its events to the gateway's webhook route, signed, as Stripe would.
    if (options.deliverPaymentWebhooks !== false)
      paymentProvider.deliverWebhooksTo({
        url: `${gateway.url}/api/payments/StripeWebhook`,
        secret: process.env[paymentWebhookEnvironmentNames.secret] ?? '',
      });
    // The queue's worker and the sweeper, as the template's event source and schedule.
    const background = startBackgroundWork({
      template,
      physical,
      handlersDir,
      scheduleIntervalMs: options.sweepIntervalMs ?? 15_000,
      watchDirs,
      log: options.log,
    });
    later.background = background;
    stoppers.push(() => background.stop());

    if (webPort !== undefined) {
      process.env.THON_API_URL = gateway.url;
      process.env.THON_WEB_PORT = String(webPort);
      // The web's local card form talks to the stand-in directly, never to our API, with a
      // publishable test key, as a browser talks to Stripe (web/src/features/pledges/card-entry).
      process.env.VITE_PAYMENT_STAND_IN_URL = paymentProvider.url;
      process.env.VITE_STRIPE_PUBLISHABLE_KEY ??= 'pk_test_local';
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(repoRoot, 'web/vite.config.ts'),
        root: join(repoRoot, 'web'),
        logLevel: 'warn',
        configLoader: 'runner',
        server: { port: webPort, strictPort: true, host: 'localhost' },
      });
      await vite.listen();
      stoppers.push(() => vite.close());
    }

    const resources = Object.fromEntries(Object.entries(physical).map(([id, { ref }]) => [id, ref]));
    return {
      info: {
        apiUrl: gateway.url,
        webUrl,
        adminUrl,
        awsEndpoint: emulator.endpoint,
        paymentProviderUrl: paymentProvider.url,
        outboxUrl: `${gateway.url}${outboxPath}`,
        metricsUrl: `${gateway.url}${devMetricsPath}`,
        resources,
        ...seeded,
      },
      runSweepNow: async () => (await background.runScheduledNow('workers/sweep-pledges'))[0],
      runScheduledNow: (handler) => background.runScheduledNow(handler),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
