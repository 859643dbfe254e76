// The one place refusals become HTTP: each domain error kind has its status code. Anything that is
// not a domain error is a fault: logged in full, answered with a plain 500 that reveals nothing.
import { somethingWentWrong } from '@thon/shared/catalog/messages';
import {
  Conflict,
  Failed,
  Forbidden,
  NotFound,
  PaymentDeclined,
  RuleBroken,
  ServiceUnavailable,
  TooManyAttempts,
  Unauthenticated,
  type DomainError,
  type FieldIssue,
} from '../domain/errors';

const statusCodes: readonly [abstract new (...args: never[]) => DomainError, number][] = [
  [RuleBroken, 400],
  [Unauthenticated, 401],
  [PaymentDeclined, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooManyAttempts, 429],
  [ServiceUnavailable, 503],
  [Failed, 500],
];

export interface ErrorAnswer {
  statusCode: number;
  body: { message: string; code?: string; issues?: readonly FieldIssue[] };
  /** A fault (5xx): the caller logs the error in full. */
  fault: boolean;
}

export function errorAnswer(error: unknown): ErrorAnswer {
  const known = statusCodes.find(([kind]) => error instanceof kind);
  if (!known) return { statusCode: 500, body: { message: somethingWentWrong }, fault: true };
  const refusal = error as DomainError;
  const issues = refusal instanceof RuleBroken ? refusal.issues : undefined;
  return {
    statusCode: known[1],
    body: {
      message: refusal.message,
      ...(refusal.code ? { code: refusal.code } : {}),
      ...(issues ? { issues } : {}),
    },
    fault: known[1] >= 500,
  };
}
