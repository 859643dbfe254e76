// Request and response schemas of the sign-in calls (spec sections 3, 4, 7).
import * as z from 'zod';
import { enterAccessCode, enterPassword, enterUsername, socialEmailRequired } from '../../catalog/messages';
import { paymentProviderPasswordPattern } from '../../catalog/patterns';
import { sessionSchema } from './session';

/** Long enough for any real username, email or code; anything longer is refused before work is done. */
const bounded = (max: number, requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, `At most ${max} characters.`);
const optionalBounded = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).optional();

/** Answers of POST /authentication/login besides a token (spec section 4). */
export const loginFailures = {
  authenticationFailed: 'Authentication Failed',
  inactiveUser: 'Inactive User',
} as const;

/** Answers of the access-code logins besides a token (spec section 4). */
export const accessCodeResults = {
  notAllowed: 'Not Allowed',
  expired: 'Authentication Failed: EXPIRED',
  error: 'Authentication Failed: ERROR',
  invalid: 'Authentication Failed: INVALID',
} as const;

export const loginRequestSchema = z.strictObject({
  Username: bounded(128, enterUsername),
  Password: z.string({ error: enterPassword }).min(1, enterPassword).max(256, 'At most 256 characters.'),
  EventCode: optionalBounded(20),
  AccessCode: optionalBounded(40),
});
/** A JSON string: the session token, or one of loginFailures. */
export const tokenOrFailureSchema = z.string();

export const accessCodeLoginRequestSchema = z.strictObject({
  AccessCode: bounded(40, enterAccessCode),
  EventCode: optionalBounded(20),
  Username: optionalBounded(128),
  Password: z.string().max(256, 'At most 256 characters.').optional(),
});

const base64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
export const qrAccessCodeLoginRequestSchema = accessCodeLoginRequestSchema.extend({
  AccessCode: bounded(80, enterAccessCode).regex(base64, 'The QR code is not valid.'),
});

export const oauthProviders = ['Facebook'] as const;
export const oauthProviderSchema = z.enum(oauthProviders, { error: 'Unsupported login provider.' });

export const isValidOauthUserRequestSchema = z.strictObject({
  Email: bounded(254, socialEmailRequired).pipe(z.email(socialEmailRequired)),
  LoginProvider: oauthProviderSchema,
  ProviderKey: bounded(128, 'ProviderKey is required.'),
});
export const isUserExistResponseSchema = z.object({ IsUserExist: z.boolean() });

/** Social user (spec section 3) plus the provider's access token the server verifies. */
export const socialSignUpRequestSchema = z.strictObject({
  Username: optionalBounded(128),
  Email: z.string().trim().max(254).optional(),
  FirstName: optionalBounded(60),
  LastName: optionalBounded(60),
  AvatarUrl: z.url().max(2048).optional(),
  LoginProvider: oauthProviderSchema,
  ProviderKey: bounded(128, 'ProviderKey is required.'),
  AccessToken: bounded(4096, 'The provider access token is required.'),
});

export const oauthLoginRequestSchema = z.strictObject({
  Username: optionalBounded(254),
  LoginProvider: oauthProviderSchema,
  AccessToken: bounded(4096, 'The provider access token is required.'),
});

export const passwordResetLinkRequestSchema = z.strictObject({
  Email: bounded(254, 'Please enter your email address.').pipe(
    z.email('Please enter a valid email address.'),
  ),
});
/** 'success', or 'not found' for an unknown account (the page then shows the spec's message). */
export const passwordResetLinkResponseSchema = z.enum(['success', 'not found']);

/** A new password breaks the payment provider's rule, which the user pool's policy enforces too. */
export const passwordRuleNotMet =
  'The password needs at least 8 characters, with a digit, a lowercase and an uppercase letter.';

export const resetPasswordRequestSchema = z.strictObject({
  Token: bounded(128, 'The reset link is not valid.'),
  // Checked here, before the reset token is taken, so a weak password does not spend the link.
  Password: z
    .string({ error: enterPassword })
    .min(1, enterPassword)
    .max(256, 'At most 256 characters.')
    .regex(paymentProviderPasswordPattern, passwordRuleNotMet),
});
export const resetPasswordResponseSchema = z.literal('success');

export const addActivityRequestSchema = z.strictObject({
  Token: bounded(4096, 'Token is required.'),
  ActivityTypeId: z.number().int().min(1).max(1000),
});
export const addActivityResponseSchema = z.object({ Added: z.boolean() });

export const serviceCredentialsRequestSchema = z.strictObject({
  UserName: bounded(128, enterUsername),
  Password: z.string({ error: enterPassword }).min(1, enterPassword).max(256, 'At most 256 characters.'),
});
export const serviceCredentialsResponseSchema = sessionSchema.nullable();

export const ssoTargets = ['admin', 'main'] as const;
export const createSsoHandoffRequestSchema = z.strictObject({ Target: z.enum(ssoTargets) });
export const createSsoHandoffResponseSchema = z.object({ Code: z.string(), Url: z.string() });
/**
 * The code only: which site is asking is the browser's Origin header, checked against the
 * deployment's configured origin for the code's target, never a value the page puts in the body.
 */
export const exchangeSsoHandoffRequestSchema = z.strictObject({
  Code: bounded(128, 'The sign-in link is not valid.'),
});

export const okResponseSchema = z.object({ Success: z.literal(true) });
