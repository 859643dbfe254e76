// Invite recipients as people type them, and the one form each is stored and compared in: an
// email lowercased, a US or Canadian mobile number as E.164 (+1 and its 10 digits). Shared by the
// share page (live validation, counters) and the API (the same rules at the edge).
import { emailPattern, usPhonePattern } from '../catalog/patterns';
import { textableAreaCode } from '../catalog/sms-area-codes';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const isEmailAddress = (value: string) => emailPattern.test(value.trim());

/**
 * E.164 for a mobile number in the spec's phone pattern (optional 0/1 prefix) whose area code we
 * text (the US and Canada: catalog/sms-area-codes.ts), else undefined.
 */
export function normalizeMobile(value: string): string | undefined {
  const trimmed = value.trim();
  if (!usPhonePattern.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/gu, '').slice(-10);
  return textableAreaCode(digits.slice(0, 3)) ? `+1${digits}` : undefined;
}

/** A pasted list (commas, semicolons, spaces or new lines between entries) as its entries. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\n,;]+/u)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Shown to teachers (class share): enough to recognise an invite, not a donor's address. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}•••${recipient.slice(at)}`;
  return `•••${recipient.slice(-4)}`;
}
