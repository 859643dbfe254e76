// A Stripe-compatible stand-in for local use and tests, as moto stands in for AWS: the same Stripe
// adapter (and the official `stripe` package) talks to it over HTTP. It serves the subset of /v1
// the product uses, requires a Bearer key like Stripe, honours Idempotency-Key like Stripe (same
// key and parameters: the first answer again; same key, other parameters: an idempotency error),
// and answers browsers (the local card form) with CORS. Development tooling: never deployed.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFormParams, type FormObject } from './form-params';
import { deliverWebhook, type WebhookEndpoint } from './webhook-delivery';
import { StandInResources, type Answer } from './resources';
import { invalidRequest, notFound } from './stripe-errors';

export interface PaymentStandIn {
  url: string;
  /** From now on, every event is also POSTed to this endpoint, signed with its secret. */
  deliverWebhooksTo(endpoint: WebhookEndpoint): void;
  close(): Promise<void>;
}

/** `account`: the Stripe-Account header (a call made as a connected account). */
type Route = (params: FormObject, id: string, query: URLSearchParams, account?: string) => Answer;

function routesOf(resources: StandInResources): Record<string, Route> {
  return {
    'POST /v1/customers': (params) => resources.createCustomer(params),
    'GET /v1/customers/:id': (_params, id) => resources.retrieve('customer', id),
    'POST /v1/payment_methods': (params) => resources.createPaymentMethod(params),
    'GET /v1/payment_methods/:id': (_params, id) => resources.retrieve('payment_method', id),
    'POST /v1/payment_methods/:id/attach': (params, id) => resources.attachPaymentMethod(id, params),
    'POST /v1/setup_intents': (params) => resources.createSetupIntent(params),
    'GET /v1/setup_intents/:id': (_params, id) => resources.retrieve('setup_intent', id),
    'POST /v1/payment_intents': (params) => resources.createPaymentIntent(params),
    // Before ':id', which would take 'search' for an id.
    'GET /v1/payment_intents/search': (_params, _id, query) =>
      resources.searchPaymentIntents(query.get('query'), Number(query.get('limit') ?? 10)),
    'GET /v1/payment_intents/:id': (_params, id) => resources.retrieve('payment_intent', id),
    'POST /v1/payment_intents/:id/confirm': (params, id) => resources.confirmPaymentIntent(id, params),
    'POST /v1/refunds': (params) => resources.createRefund(params),
    'GET /v1/refunds': (_params, _id, query) =>
      resources.listRefunds(query.get('payment_intent'), Number(query.get('limit') ?? 10)),
    'GET /v1/refunds/:id': (_params, id) => resources.retrieve('refund', id),
    'GET /v1/charges/:id': (_params, id) => resources.retrieve('charge', id),
    'GET /v1/transfers/:id': (_params, id) => resources.retrieve('transfer', id),
    'GET /v1/application_fees/:id': (_params, id) => resources.retrieve('application_fee', id),
    'GET /v1/balance': (_params, _id, _query, account) => resources.balance(account),
    'POST /v1/payouts': (params, _id, _query, account) => resources.createPayout(params, account),
    'GET /v1/payouts': (_params, _id, query, account) => resources.listPayouts(account, query),
    'POST /v1/accounts': (params) => resources.createAccount(params),
    'GET /v1/accounts/:id': (_params, id) => resources.retrieve('account', id),
    'POST /v1/account_links': (params) => resources.createAccountLink(params),
    'GET /v1/events': (_params, _id, query) => resources.listEvents(Number(query.get('limit') ?? 10)),
  };
}

function match(
  routes: Record<string, Route>,
  method: string,
  path: string,
): { route: Route; id: string } | undefined {
  for (const [pattern, route] of Object.entries(routes)) {
    const [routeMethod, routePath = ''] = pattern.split(' ');
    if (routeMethod !== method) continue;
    const expression = new RegExp(`^${routePath.replace(':id', '([\\w-]+)')}$`);
    const found = expression.exec(path);
    if (found) return { route, id: found[1] ?? '' };
  }
  return undefined;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: Answer, requestId: string): void {
  response.writeHead(answer.status, {
    'content-type': 'application/json',
    'request-id': requestId,
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(answer.body));
}

/** The local "onboarding" a connected account's link opens: approved already, so it goes back. */
function onboardingPage(url: URL, response: ServerResponse): void {
  const back = url.searchParams.get('return_url') ?? '/';
  response.writeHead(302, { location: back });
  response.end();
}

export async function startPaymentStandIn(
  options: { port?: number; host?: string } = {},
): Promise<PaymentStandIn> {
  const host = options.host ?? '127.0.0.1';
  let publicUrl = '';
  let webhooks: WebhookEndpoint | undefined;
  const deliveries = new Set<Promise<void>>();
  const resources = new StandInResources(
    () => publicUrl,
    (event) => {
      if (!webhooks) return;
      // After the API call answers, as Stripe does: a webhook may arrive before the caller's own write.
      const delivery = new Promise<void>((resolve) => setTimeout(resolve, 5))
        .then(() => (webhooks ? deliverWebhook(webhooks, event) : undefined))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
  );
  const routes = routesOf(resources);
  // Idempotency-Key → the parameters' fingerprint and the first answer (Stripe keeps keys 24 h).
  const replies = new Map<string, { fingerprint: string; answer: Answer }>();
  let requests = 0;
  let apiRequests = 0;
  // Not Stripe's: the secret key each object was made with, so a test tells a test Thon's charge
  // (the test-mode key) from a live one (both keys are test keys here, each of its own name).
  const keyOfObject = new Map<string, string>();
  const remember = (answer: Answer, authorization: string | undefined): Answer => {
    const id = (answer.body as { id?: unknown } | null)?.id;
    if (answer.status < 300 && typeof id === 'string' && authorization?.startsWith('Bearer sk_')) {
      keyOfObject.set(id, authorization.slice('Bearer '.length));
    }
    return answer;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const requestId = `req_${(requests += 1)}`;
      const url = new URL(request.url ?? '/', publicUrl);
      const method = request.method ?? 'GET';
      if (method === 'OPTIONS') {
        response.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-account',
        });
        response.end();
        return;
      }
      if (url.pathname === '/onboarding') {
        onboardingPage(url, response);
        return;
      }
      // Not Stripe's: how many API requests the stand-in has answered (the bench counts provider
      // calls per API call with it).
      if (url.pathname === '/__stand-in/requests') {
        send(response, { status: 200, body: { requests: apiRequests } }, requestId);
        return;
      }
      // Not Stripe's: a test ages a payment by some days (a refund's rights depend on its date).
      if (url.pathname === '/__stand-in/backdate' && method === 'POST') {
        const days = Number(url.searchParams.get('days'));
        send(response, resources.backdate(url.searchParams.get('payment_intent') ?? '', days), requestId);
        return;
      }
      if (url.pathname === '/__stand-in/key-of') {
        const key = keyOfObject.get(url.searchParams.get('id') ?? '');
        send(response, key ? { status: 200, body: { key } } : notFound('object', ''), requestId);
        return;
      }
      apiRequests += 1;
      if (!/^Bearer (sk|pk)_test_\w+$/.test(request.headers.authorization ?? '')) {
        send(
          response,
          {
            status: 401,
            body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
          },
          requestId,
        );
        return;
      }
      const found = match(routes, method, url.pathname);
      if (!found) {
        send(response, notFound('route', `${method} ${url.pathname}`), requestId);
        return;
      }
      // A publishable key (the browser's) may only create payment methods, as with Stripe.
      if (
        request.headers.authorization?.startsWith('Bearer pk_') &&
        !(method === 'POST' && url.pathname === '/v1/payment_methods')
      ) {
        send(
          response,
          {
            status: 403,
            body: {
              error: {
                type: 'invalid_request_error',
                message: 'This API call cannot be made with a publishable API key.',
              },
            },
          },
          requestId,
        );
        return;
      }
      const body = await bodyOf(request);
      const params = parseFormParams(body);
      const accountHeader = request.headers['stripe-account'];
      const account = typeof accountHeader === 'string' && accountHeader ? accountHeader : undefined;
      const key = request.headers['idempotency-key'];
      if (method === 'POST' && typeof key === 'string' && key) {
        const fingerprint = createHash('sha256')
          .update(`${url.pathname}\n${request.headers['stripe-account'] ?? ''}\n${body}`)
          .digest('hex');
        const earlier = replies.get(key);
        if (earlier && earlier.fingerprint !== fingerprint) {
          send(
            response,
            {
              status: 400,
              body: {
                error: {
                  type: 'idempotency_error',
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
                },
              },
            },
            requestId,
          );
          return;
        }
        if (earlier) {
          response.setHeader('idempotent-replayed', 'true');
          send(response, earlier.answer, requestId);
          return;
        }
        const answer = remember(
          found.route(params, found.id, url.searchParams, account),
          request.headers.authorization,
        );
        replies.set(key, { fingerprint, answer });
        send(response, answer, requestId);
        return;
      }
      send(
        response,
        remember(found.route(params, found.id, url.searchParams, account), request.headers.authorization),
        requestId,
      );
    })().catch((error: unknown) => {
      send(
        response,
        invalidRequest(`Stand-in failure: ${String(error)}`, undefined, 'api_error'),
        'req_error',
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  publicUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: publicUrl,
    deliverWebhooksTo: (endpoint) => {
      webhooks = endpoint;
    },
    close: async () => {
      webhooks = undefined;
      await Promise.allSettled([...deliveries]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
