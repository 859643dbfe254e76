// The transport under every API call, without zod: the same-origin URL, the headers every call
// carries, sending, and reading the answer or the API's error body. callApi (api-client.ts)
// parses answers with the route table's schemas on top of it; readApi (read-api.ts) serves the
// donor pages, which load no zod.
import type { ApiError as ApiErrorBody } from '@thon/shared/api/errors';
import { ApiError } from './api-error';
import { readSession } from './session-storage';
import { browserTimeZone } from './time-zone';

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

/** The route's path with its parameters filled in, on this origin, with the query appended. */
export function buildUrl(template: string, input: { path?: unknown; query?: unknown }): URL {
  // Same origin: the dev server proxies API paths, CloudFront routes /api/* in production.
  const url = new URL(fillPath(template, input.path as Record<string, unknown>), globalThis.location.origin);
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's error body (shared/src/api/errors.ts), checked by hand; undefined when it is not one. */
export function apiErrorBody(payload: unknown): ApiErrorBody | undefined {
  if (!isRecord(payload) || typeof payload.message !== 'string') return undefined;
  const { message, code, issues } = payload;
  if (code !== undefined && typeof code !== 'string') return undefined;
  if (issues !== undefined) {
    const listed =
      Array.isArray(issues) &&
      issues.every(
        (issue) => isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
      );
    if (!listed) return undefined;
  }
  return {
    message,
    ...(code === undefined ? {} : { code }),
    ...(issues === undefined ? {} : { issues: issues as NonNullable<ApiErrorBody['issues']> }),
  };
}

/**
 * Sends the request and answers the JSON of a 2xx answer. A failure throws ApiError: status 0
 * when nothing arrived, else the API's message (or the status alone when a gateway answered
 * without our error body). `sent`: the same request already on its way (lib/early-reads.ts).
 */
export async function sendForJson(
  url: URL,
  init: RequestInit,
  sent?: Promise<Response>,
): Promise<{ status: number; payload: unknown }> {
  let response: Response;
  try {
    response = await (sent ?? fetch(url, init));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw unreachable(error);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const body = apiErrorBody(payload);
    if (!body) throw new ApiError(response.status, `The server answered ${response.status}.`);
    throw new ApiError(response.status, body.message, {
      issues: body.issues ?? [],
      ...(body.code ? { code: body.code } : {}),
    });
  }
  return { status: response.status, payload };
}

/** Nothing arrived: the network failed (a request, or a chunk a call needed). */
export function unreachable(cause: unknown): ApiError {
  return new ApiError(0, 'Could not reach the server. Check your connection and try again.', {
    kind: 'network',
    cause,
  });
}

/** The message of an answer that breaks the contract. */
export const notUnderstood = 'The server sent an answer this app does not understand.';
