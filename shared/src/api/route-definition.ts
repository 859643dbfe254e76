// The shape of one entry of the route table. Everything that serves, deploys, documents
// or calls an HTTP route reads these fields; nothing else lists routes.
import type { z } from 'zod';
import type { Role } from '../auth/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, any signed-in user, or signed-in users holding one of the roles. */
export type RouteAuth =
  { readonly kind: 'public' } | { readonly kind: 'signed-in'; readonly roles: 'any' | readonly Role[] };

/** Least-privilege grants the deployed function receives. 'write' has no BatchWriteItem (see 'batch-write'). */
export type TableAccess = 'none' | 'read' | 'write';
/** The Cognito admin calls the API makes (functions/src/platform/user-pool.ts), granted one by one. */
export type UserPoolCall = 'AdminInitiateAuth' | 'AdminSetUserPassword' | 'AdminCreateUser';
/**
 * 'id-key': the secret under which natural keys (import rows, joins) are HMACed into claim keys.
 * 'user-pool:<call>': that one Cognito call on the pool. 'batch-write': DynamoDB BatchWriteItem.
 * 'facebook-app': our Facebook app's id and app secret, to ask Graph debug_token about a token.
 * 'payment-provider': the payment provider's secret API key (charges, saved cards, payouts accounts).
 * 'pledge-queue': sending to the pledge-charges queue, and its URL in the environment.
 * 'payment-webhook': the secret the payment provider signs its webhooks with.
 * 'jira': the support desk: support's address and the issue types offered without Jira,
 * and, when the deployment has a Jira, its site URL, project and user and its API token's secret.
 * 'student-photos': families' photos of students in the uploads bucket, kept privately while
 * pending review and published once approved; unlike 'uploads', it may delete both (a family
 * removes its photo).
 */
export type ExtraResource =
  | 'uploads'
  | 'student-photos'
  | 'signing-key'
  | `user-pool:${UserPoolCall}`
  | 'email'
  | 'sms'
  | 'cdn'
  | 'id-key'
  | 'facebook-app'
  | 'payment-provider'
  | 'pledge-queue'
  | 'payment-webhook'
  | 'jira'
  | 'batch-write';

export interface RouteDefinition<
  TBody extends z.ZodType = z.ZodType,
  TPath extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Stable identifier: operationId in OpenAPI, construct id in CDK. PascalCase. */
  readonly name: string;
  readonly summary: string;
  readonly method: HttpMethod;
  /** API Gateway style path with {param} placeholders. */
  readonly path: string;
  /** Handler module under functions/src/handlers, without extension (kebab-case). */
  readonly handler: string;
  readonly auth: RouteAuth;
  readonly table: TableAccess;
  readonly uses?: readonly ExtraResource[];
  /**
   * 'sign-in': a credential-checking public route. Its function gets a fixed reserved concurrency
   * (infra stage settings), so a flood of guesses can neither starve the rest of the API nor be
   * starved by it.
   */
  readonly concurrency?: 'sign-in';
  /** Public, cacheable answers (seconds): browsers keep them maxAge, CloudFront sMaxAge. */
  readonly cache?: {
    readonly maxAge?: number;
    readonly sMaxAge: number;
    readonly staleWhileRevalidate: number;
  };
  /**
   * The body is multipart/form-data instead of JSON (the default, at most 64 KB): text fields are
   * strings, the parts of `fileField` are Files (an array, in order). A body above `maxBodyBytes`
   * (decoded) is refused with 'File size limit exceeded' before it is parsed. The body schema
   * validates the fields and files as it does a JSON body; OpenAPI describes it as multipart.
   */
  readonly multipart?: { readonly maxBodyBytes: number; readonly fileField: string };
  /**
   * The answer is a document of this type instead of JSON (the response schema is then a string,
   * sent as the body): an iCalendar feed a phone's calendar subscribes to. Errors stay JSON.
   */
  readonly responseContentType?: 'text/calendar';
  readonly request: { readonly body?: TBody; readonly path?: TPath; readonly query?: TQuery };
  readonly response: TResponse;
}

export type AnyRoute = RouteDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export function defineRoute<
  TBody extends z.ZodType,
  TPath extends z.ZodType,
  TQuery extends z.ZodType,
  TResponse extends z.ZodType,
>(route: RouteDefinition<TBody, TPath, TQuery, TResponse>): RouteDefinition<TBody, TPath, TQuery, TResponse> {
  return route;
}

// Optional request parts are `Schema | undefined`; unwrap without distributing over the union.
type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;
type InferIn<T> = [NonNullable<T>] extends [z.ZodType] ? z.input<NonNullable<T>> : undefined;
export type RouteBody<R extends AnyRoute> = Infer<R['request']['body']>;
export type RoutePath<R extends AnyRoute> = Infer<R['request']['path']>;
export type RouteQuery<R extends AnyRoute> = Infer<R['request']['query']>;
export type RouteResponse<R extends AnyRoute> = z.infer<R['response']>;
export type RouteBodyInput<R extends AnyRoute> = InferIn<R['request']['body']>;
