// Stripe's error answers: `{ error: { type, code, message, ... } }` with the HTTP status Stripe uses.
export interface StripeErrorAnswer {
  status: number;
  body: { error: Record<string, unknown> };
}

export function invalidRequest(
  message: string,
  param?: string,
  code = 'parameter_missing',
): StripeErrorAnswer {
  return {
    status: 400,
    body: { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } },
  };
}

export function notFound(kind: string, id: string): StripeErrorAnswer {
  return {
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` },
    },
  };
}

const declineMessages = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

/** A card error (402); `object` is the intent it happened on, as Stripe attaches it. */
export function cardDeclined(
  declineCode: keyof typeof declineMessages,
  attach: { payment_intent?: unknown; setup_intent?: unknown },
): StripeErrorAnswer {
  return {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message: declineMessages[declineCode],
        ...attach,
      },
    },
  };
}

export function authenticationRequired(attach: {
  payment_intent?: unknown;
  setup_intent?: unknown;
}): StripeErrorAnswer {
  return {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        ...attach,
      },
    },
  };
}
