// What the domain (and the data layer under it) says when it refuses a request: the kind of
// refusal and the catalogue message a person reads. No HTTP here: the platform maps each kind to
// a status code in one place (platform/error-responses.ts).
import type { RefusalCode } from '@thon/shared/api/errors';
import { noAccess, notFound, pleaseSignIn } from '@thon/shared/catalog/messages';

export interface FieldIssue {
  path: string;
  message: string;
}

export abstract class DomainError extends Error {
  /** A code the client acts on (answered beside the message); most refusals have none. */
  readonly code?: RefusalCode;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or is not shown to this caller). */
export class NotFound extends DomainError {
  constructor(message = notFound) {
    super(message);
  }
}

/** Nobody is signed in, or the session is not valid. */
export class Unauthenticated extends DomainError {
  constructor(message = pleaseSignIn) {
    super(message);
  }
}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  constructor(message = noAccess) {
    super(message);
  }
}

/** The request collides with the state of things: a claim taken, a status that moved on. */
export class Conflict extends DomainError {}

/** The request breaks a rule or its input is invalid; `issues` name the fields at fault. */
export class RuleBroken extends DomainError {
  constructor(
    message: string,
    readonly issues?: readonly FieldIssue[],
  ) {
    super(message);
  }
}

/** The card was refused by the donor's bank (decline or authentication it cannot finish). */
export class PaymentDeclined extends DomainError {}

/** Too many attempts of something limited (sign-in guesses, declined cards). */
export class TooManyAttempts extends DomainError {}

/**
 * Too many attempts from one network, but people may share it (a school's NAT): solving the
 * captcha lets a person go on, where a script flooding it is held back.
 */
export class CaptchaRequired extends TooManyAttempts {
  override readonly code = 'CaptchaRequired';
}

/** A service we depend on is failing or throttled; the request may be retried later. */
export class ServiceUnavailable extends DomainError {}

/** Our side failed at something the spec names for the person ('There was a problem creating
 * your Thon…'); it is logged in full like any fault. */
export class Failed extends DomainError {}
