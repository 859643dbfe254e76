// The local API Gateway: serves every route of the route table by invoking the real handler
// module with an HTTP API v2 event, running the same Lambda authorizer first on signed-in routes.
// It also plays CloudFront's /images/* behaviour: published images from the uploads bucket's
// public/ prefix (infra/constructs/web-hosting.ts), so `${WEB_ORIGIN}/images/…` works locally.
// With the local telemetry it answers GET /__dev/metrics and writes each request's line with the
// AWS calls its functions made.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  APIGatewaySimpleAuthorizerWithContextResult,
  Context,
} from 'aws-lambda';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { outboxPath, outboxSchema } from '@thon/shared/api/dev-outbox';
import {
  devMetricsPath,
  devMetricsSchema,
  type TracedInvocation,
} from '@thon/shared/observability/local-telemetry';
import { s3Client } from '../src/platform/clients/s3';
import { viewerAddressHeader } from '../src/platform/edge-origin';
import { originVerifyHeader } from '../src/platform/environment-names';
import { buildAuthorizerEvent, buildEvent } from './api-gateway-event';
import type { DevJob } from './dev-jobs';
import type { LocalTelemetry } from './local-telemetry';
import { formatRequestLine } from './local-telemetry-lines';
import { createModuleLoader } from './module-loader';
import { compileRoutes } from './route-matcher';

/** API Gateway's own limit on a request payload. */
const maxPayloadBytes = 10 * 1024 * 1024;

type LambdaHandler<E, R> = (event: E, context: Context) => Promise<R>;

export interface GatewayOptions {
  port: number;
  routes: readonly AnyRoute[];
  handlersDir: string;
  authorizerModule: string;
  outboxUrl?: string;
  /** The emulator's uploads bucket: GET /images/<path> answers its object public/images/<path>. */
  publicImagesBucket?: string;
  /**
   * What CloudFront adds to every API request: the origin secret (X-Origin-Verify, the emulator's
   * copy of the template's secret) and the viewer's own address (CloudFront-Viewer-Address,
   * replacing any the client sent). Without it the functions check nothing (a bare API).
   */
  edge?: { originVerify: string };
  /**
   * Jobs run on demand, locally only: POST /__dev/jobs/<name> with a JSON body (dev-jobs.ts), answered
   * with what the job answered.
   */
  devJobs?: Readonly<Record<string, DevJob>>;
  /** Directories whose edits make handlers reload on the next request (`npm start`). */
  watchDirs?: readonly string[];
  log?: (line: string) => void;
  /** The local stack's telemetry: GET /__dev/metrics answers its summary; requests' traces go into their lines. */
  telemetry?: LocalTelemetry;
  /** One line per request (with its functions' AWS calls); `log` when omitted. */
  requestLog?: (line: string) => void;
}

export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

function lambdaContext(functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function send(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Lambda proxy results: a structured result, or any other value which API Gateway JSON-encodes. */
function writeResult(response: ServerResponse, result: unknown): void {
  const structured = result as APIGatewayProxyStructuredResultV2 | undefined;
  if (!structured || typeof structured !== 'object' || !('statusCode' in structured)) {
    return send(response, 200, result);
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  response.writeHead(structured.statusCode ?? 200, headers);
  const body = structured.body ?? '';
  response.end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/** CloudFront's images behaviour: viewer path /images/… is the object public/images/… (origin path /public). */
export const publicImagesPath = '/images/';
export const publicImageKey = (pathname: string) => `public${pathname}`;

async function servePublicImage(
  bucket: string,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return send(response, 405, { message: 'Method Not Allowed' });
  }
  let object;
  try {
    object = await s3Client().send(
      new GetObjectCommand({ Bucket: bucket, Key: publicImageKey(decodeURIComponent(pathname)) }),
    );
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) return send(response, 404, { message: 'Not Found' });
    throw error;
  }
  const headers: Record<string, string> = {};
  if (object.ContentType) headers['content-type'] = object.ContentType;
  if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
  if (object.CacheControl) headers['cache-control'] = object.CacheControl;
  if (object.ETag) headers.etag = object.ETag;
  if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
  response.writeHead(200, headers);
  const body = object.Body as Readable | undefined;
  if (request.method === 'HEAD' || !body) {
    body?.destroy();
    return void response.end();
  }
  await new Promise<void>((resolve, reject) => {
    body.once('error', reject);
    response.once('close', resolve);
    body.pipe(response);
  });
}

/** Jobs run on demand (dev-jobs.ts): POST /__dev/jobs/<name>. */
export const devJobsPath = '/__dev/jobs/';

async function runDevJob(
  jobs: Readonly<Record<string, DevJob>>,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> {
  const job = Object.hasOwn(jobs, pathname.slice(devJobsPath.length))
    ? jobs[pathname.slice(devJobsPath.length)]
    : undefined;
  if (!job) return send(response, 404, { message: 'Not Found' });
  if (request.method !== 'POST') return send(response, 405, { message: 'Method Not Allowed' });
  const raw = await readBody(request);
  if (!raw) return send(response, 413, { message: 'Request Entity Too Large' });
  let body: unknown;
  try {
    body = raw.length === 0 ? {} : (JSON.parse(raw.toString('utf8')) as unknown);
  } catch {
    return send(response, 400, { message: 'The body must be JSON' });
  }
  const answer = await job(body);
  send(response, answer.status, answer.body);
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxPayloadBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const match = compileRoutes(options.routes);
  const loader = createModuleLoader({ watchDirs: options.watchDirs, log: options.log });
  const load = (file: string) => loader.load<{ handler: LambdaHandler<unknown, unknown> }>(file);

  async function authorize(event: APIGatewayProxyEventV2): Promise<unknown> {
    const { handler } = await load(options.authorizerModule);
    const result = (await handler(buildAuthorizerEvent(event), lambdaContext('Authorizer'))) as
      APIGatewaySimpleAuthorizerWithContextResult<Record<string, unknown>> | undefined;
    return result?.isAuthorized ? (result.context ?? {}) : undefined;
  }

  async function serve(
    request: IncomingMessage,
    response: ServerResponse,
    reached: { routeName?: string },
  ): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === outboxPath && request.method === 'GET') {
      if (!options.outboxUrl) return send(response, 404, { message: 'This emulator has no outbox.' });
      return send(response, 200, outboxSchema.parse(await (await fetch(options.outboxUrl)).json()));
    }
    if (url.pathname === devMetricsPath && request.method === 'GET') {
      if (!options.telemetry) return send(response, 404, { message: 'This gateway has no telemetry.' });
      return send(response, 200, devMetricsSchema.parse(options.telemetry.summary()));
    }
    if (url.pathname.startsWith(devJobsPath))
      return runDevJob(options.devJobs ?? {}, request, response, url.pathname);
    if (options.publicImagesBucket && url.pathname.startsWith(publicImagesPath)) {
      return servePublicImage(options.publicImagesBucket, request, response, url.pathname);
    }
    const found = match(request.method ?? 'GET', url.pathname);
    if (!found) return send(response, 404, { message: 'Not Found' });
    reached.routeName = found.route.name;
    const body = await readBody(request);
    if (!body) return send(response, 413, { message: 'Request Entity Too Large' });
    const event = buildEvent(request, url, body, {
      routeKey: `${found.route.method} ${found.route.path}`,
      pathParameters: found.pathParameters,
    });
    if (options.edge) {
      event.headers[originVerifyHeader] = options.edge.originVerify;
      event.headers[viewerAddressHeader] =
        `${event.requestContext.http.sourceIp}:${request.socket.remotePort ?? 0}`;
    }
    if (found.route.auth.kind !== 'public') {
      // API Gateway answers these two itself, before any route function runs.
      if (!event.headers.authorization) return send(response, 401, { message: 'Unauthorized' });
      const context = await authorize(event);
      if (context === undefined) return send(response, 403, { message: 'Forbidden' });
      Object.assign(event.requestContext, { authorizer: { lambda: context } });
    }
    const { handler } = await load(join(options.handlersDir, `${found.route.handler}.ts`));
    writeResult(response, await handler(event, lambdaContext(found.route.name)));
  }

  const requestLog = options.requestLog ?? options.log;
  const server = createServer((request, response) => {
    const started = performance.now();
    const reached: { routeName?: string } = {};
    const traces: TracedInvocation[] = [];
    const run = () => serve(request, response, reached);
    (options.telemetry ? options.telemetry.collect(traces, run) : run())
      .catch((error: unknown) => {
        // A handler that throws past its own error mapping is what API Gateway reports as 500.
        console.error('[gateway]', error);
        if (!response.headersSent) send(response, 500, { message: 'Internal Server Error' });
      })
      .finally(() => {
        requestLog?.(
          formatRequestLine(
            {
              method: request.method ?? 'GET',
              // Without the query: it may carry a token (an unsubscribe link, a manage link).
              path: new URL(request.url ?? '/', 'http://localhost').pathname,
              status: response.statusCode,
              durationMs: performance.now() - started,
              routeName: reached.routeName,
            },
            traces,
          ),
        );
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await loader.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
