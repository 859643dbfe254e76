// The one way the web app calls the API: every call is typed and checked by its entry in the
// shared route table, so a route's path, input and answer are never restated here.
import type { z } from 'zod';
import { apiErrorSchema } from '@thon/shared/api/errors';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { ApiError } from './api-error';
import { lenient } from './lenient-schema';
import { readSession } from './session-storage';
import { browserTimeZone } from './time-zone';

export { ApiError, type ApiErrorKind } from './api-error';

// A route entry leaves an unused request part as the bare `z.ZodType`, whose input is `unknown`;
// such a part cannot be sent. A declared part is required unless its schema accepts undefined.
type PartInput<S> = [NonNullable<S>] extends [z.ZodType]
  ? unknown extends z.input<NonNullable<S>>
    ? never
    : z.input<NonNullable<S>>
  : never;
type Part<K extends string, S> = [PartInput<S>] extends [never]
  ? { [P in K]?: never }
  : undefined extends PartInput<S>
    ? { [P in K]?: PartInput<S> }
    : { [P in K]: PartInput<S> };

export type CallInput<R extends AnyRoute> = Part<'body', R['request']['body']> &
  Part<'path', R['request']['path']> &
  Part<'query', R['request']['query']>;

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Extra request headers a route asks for (CreatePledge's Idempotency-Key, the donor link's
   * X-Pledge-Token). They cannot replace the client's own (content type, time zone, session).
   */
  headers?: Readonly<Record<string, string>>;
}

type CallArgs<R extends AnyRoute> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required part" test
  {} extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

type QueryValue = string | number | boolean | null | undefined;

function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value as string | number));
  });
}

function buildUrl(route: AnyRoute, input: { path?: unknown; query?: unknown }): URL {
  // Same origin: the dev server proxies API paths, CloudFront routes /api/* in production.
  const url = new URL(
    fillPath(route.path, input.path as Record<string, unknown>),
    globalThis.location.origin,
  );
  for (const [name, raw] of Object.entries(
    (input.query ?? {}) as Record<string, QueryValue | QueryValue[]>,
  )) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
    }
  }
  return url;
}

/**
 * The headers every call carries: JSON accepted, the time zone and, when signed in, the session.
 * `hasBody`: a JSON body (a multipart body sets its own type, with its boundary).
 */
export function buildHeaders(hasBody: boolean, extra: Readonly<Record<string, string>> = {}): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  if (hasBody) headers.set('Content-Type', 'application/json');
  // Spec section 7: every request names the user's time zone; the server derives offset and abbreviation.
  headers.set('X-Time-Zone', browserTimeZone());
  const session = readSession();
  if (session) {
    headers.set('Authorization', `Bearer ${session.token}`);
    headers.set('X-User-Id', session.userId);
  }
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls one route of the shared route table. Inputs are typed from the route's request schemas;
 * the answer is parsed with its response schema, leniently (unknown fields stripped at any depth).
 * Failures throw `ApiError`.
 */
export async function callApi<R extends AnyRoute>(
  route: R,
  ...[input, options]: CallArgs<R>
): Promise<z.output<R['response']>> {
  const { body, path, query } = (input ?? {}) as { body?: unknown; path?: unknown; query?: unknown };
  const url = buildUrl(route, { path, query });
  const init: RequestInit = {
    method: route.method,
    headers: buildHeaders(body !== undefined, options?.headers),
  };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (options?.signal) init.signal = options.signal;

  return sendRequest(route, url, init);
}

/**
 * Sends a request made for `route` and reads its answer as callApi does. For bodies callApi does
 * not build (the contact form's multipart FormData); callApi is the way for everything else.
 */
export async function sendRequest<R extends AnyRoute>(
  route: R,
  url: URL,
  init: RequestInit,
): Promise<z.output<R['response']>> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', {
      kind: 'network',
      cause: error,
    });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    // Gateways and proxies can answer without our error body; the status still tells what happened.
    if (!parsed.success) throw new ApiError(response.status, `The server answered ${response.status}.`);
    throw new ApiError(response.status, parsed.data.message, {
      issues: parsed.data.issues ?? [],
      ...(parsed.data.code ? { code: parsed.data.code } : {}),
    });
  }

  // Lenient: a field the server added since this page was built is dropped, not refused, so a
  // new API never breaks an open tab or a web deployed before it. Missing or mistyped fields fail.
  const parsed = lenient(route.response).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'The server sent an answer this app does not understand.', {
      kind: 'invalid-response',
      cause: parsed.error,
    });
  }
  return parsed.data as z.output<R['response']>;
}
