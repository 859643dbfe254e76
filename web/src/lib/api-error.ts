// The error every failed API call throws. Kept apart from the client so pages that only
// need to recognise it (error boundaries) do not pull in zod and the client.
import type { ApiError as ApiErrorBody } from '@thon/shared/api/errors';

type IssueList = NonNullable<ApiErrorBody['issues']>;

/** Why a call failed: the API answered 4xx/5xx, the network failed, or the answer broke the contract. */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Per-field problems the API reported (path is the field name). */
  readonly issues: IssueList;
  /** The refusal's code, for a refusal the page acts on (e.g. CaptchaRequired: show the captcha). */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { kind?: ApiErrorKind; issues?: IssueList; code?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.kind = options.kind ?? 'http';
    this.issues = options.issues ?? [];
    this.code = options.code;
  }
}
