// Domain errors and the one place they become HTTP status codes. Anything else is a fault:
// logged in full, answered with a plain 500 that reveals nothing.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: readonly { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, issues?: readonly { path: string; message: string }[]) {
    super(400, message, issues);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in.') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have access to this.') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}

export const faultMessage = 'Something went wrong. Please try again.';
/** A write lost to another one at the same moment (a cancelled transaction, a moved counter). */
export const concurrentChange = 'That was changed at the same time. Please try again.';
