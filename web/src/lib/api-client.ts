// The one way the web app calls the API: every call is typed and checked by its entry in the
// shared route table, so a route's path, input and answer are never restated here.
import type { z } from 'zod';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { ApiError } from './api-error';
import { buildHeaders, buildUrl, notUnderstood, sendForJson } from './api-request';
import { lenient } from './lenient-schema';

export { ApiError, type ApiErrorKind } from './api-error';
export { buildHeaders } from './api-request';

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
  const url = buildUrl(route.path, { path, query });
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
  const { status, payload } = await sendForJson(url, init);

  // Lenient: a field the server added since this page was built is dropped, not refused, so a
  // new API never breaks an open tab or a web deployed before it. Missing or mistyped fields fail.
  const parsed = lenient(route.response).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(status, notUnderstood, {
      kind: 'invalid-response',
      cause: parsed.error,
    });
  }
  return parsed.data as z.output<R['response']>;
}
