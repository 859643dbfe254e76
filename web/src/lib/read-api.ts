// Calls the donor pages' public routes by their bare addresses (@thon/shared/api/public-reads),
// without zod: the event and student pages validate no input, and their answers come from our
// own API, which parses every answer with its strict response schema before sending it. The one
// check here is the answer's JSON kind (an object, or a string), which catches a proxy's or a
// gateway's page in place of ours; every other page calls through callApi (api-client.ts).
import type { RouteAddress } from '@thon/shared/api/public-reads';
import { ApiError } from './api-error';
import { buildHeaders, buildUrl, notUnderstood, sendForJson } from './api-request';
import { earlyReadKey, takeEarlyRead } from './early-reads';

type PathOf<A> = A extends RouteAddress<infer Path, unknown, unknown> ? Path : never;
type BodyOf<A> = A extends RouteAddress<string, infer Body, unknown> ? Body : never;
type AnswerOf<A> = A extends RouteAddress<string, unknown, infer Answer> ? Answer : never;

export type ReadInput<A> = ([PathOf<A>] extends [never]
  ? { path?: never }
  : { path: Record<PathOf<A>, string> }) &
  ([BodyOf<A>] extends [never] ? { body?: never } : { body: BodyOf<A> });

export async function readApi<A extends RouteAddress<string, unknown, unknown>>(
  address: A,
  input: ReadInput<A>,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<AnswerOf<A>> {
  const { path, body } = input as { path?: Record<string, string>; body?: unknown };
  const init: RequestInit = { method: address.method, headers: buildHeaders(body !== undefined) };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (options.signal) init.signal = options.signal;
  const url = buildUrl(address.path, { path });
  // The donor page's HTML may have sent this very request already (src/start-donor-reads.ts).
  const sent = takeEarlyRead(earlyReadKey(address.method, url, init.body as string | undefined));
  const { status, payload } = await sendForJson(url, init, sent);
  const kind = payload === null || Array.isArray(payload) ? 'other' : typeof payload;
  if (kind !== address.answer) throw new ApiError(status, notUnderstood, { kind: 'invalid-response' });
  return payload as AnswerOf<A>;
}
