// Turns an API Gateway v2 event into the route's typed input, validating body, path and
// query with the route's zod schemas. Every failure is a 400 with a readable message; a string
// that is not text (a lone surrogate) is refused first, wherever it sits.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import {
  invalidData,
  requestBodyNotJson,
  requestTooLarge,
  textNotWellFormed,
} from '@thon/shared/catalog/messages';
import { RuleBroken } from '../domain/errors';
import type { readMultipartBody } from './multipart-body';
import { illFormedTextPath } from './well-formed-text';

/**
 * The multipart reader (platform/multipart-body.ts) is given by the one handler whose route takes
 * multipart (`api(route, { multipart: readMultipartBody })`), so no other function bundles the
 * parser.
 */
export type MultipartReader = typeof readMultipartBody;

/**
 * JSON bodies larger than this are refused before parsing; no JSON call of the spec needs more.
 * A multipart route (the contact form's attachments) declares its own limit.
 */
const maxBodyBytes = 64 * 1024;

function decodeBody(event: APIGatewayProxyEventV2): string | undefined {
  if (event.body === undefined || event.body === '') return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function readJson(event: APIGatewayProxyEventV2): unknown {
  const text = decodeBody(event);
  if (text === undefined) return undefined;
  if (Buffer.byteLength(text) > maxBodyBytes) throw new RuleBroken(requestTooLarge);
  try {
    return JSON.parse(text);
  } catch {
    throw new RuleBroken(requestBodyNotJson);
  }
}

function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Paths name the field (e.g. "EventCode") so a form can put the message next to it.
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  throw new RuleBroken(first ? first.message : invalidData, issues);
}

/**
 * Refuses a request part holding a string that is not text, naming the field, before any schema
 * reads it: a schema would pass it on (most fields are free text) to a store that refuses it.
 */
function refuseIllFormedText(value: unknown): void {
  const path = illFormedTextPath(value);
  if (path !== undefined) throw new RuleBroken(textNotWellFormed, [{ path, message: textNotWellFormed }]);
}

export interface ParsedRequest {
  body: unknown;
  path: unknown;
  query: unknown;
}

async function readBody(
  route: AnyRoute,
  event: APIGatewayProxyEventV2,
  multipart: MultipartReader | undefined,
): Promise<unknown> {
  if (!route.multipart) return readJson(event);
  if (!multipart) throw new Error(`Route ${route.name} takes multipart: its handler must pass the reader`);
  return multipart(event, route.multipart);
}

export async function parseRequest(
  route: AnyRoute,
  event: APIGatewayProxyEventV2,
  multipart?: MultipartReader,
): Promise<ParsedRequest> {
  const { body, path, query } = route.request;
  // Headers too: handlers read some of them (idempotency keys, pledge tokens, the time zone).
  refuseIllFormedText(event.headers);
  refuseIllFormedText(event.pathParameters);
  refuseIllFormedText(event.queryStringParameters);
  const raw = body ? await readBody(route, event, multipart) : undefined;
  refuseIllFormedText(raw);
  return {
    body: body ? validate(body, raw ?? {}) : undefined,
    path: path ? validate(path, event.pathParameters ?? {}) : undefined,
    query: query ? validate(query, event.queryStringParameters ?? {}) : undefined,
  };
}
