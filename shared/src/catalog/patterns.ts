// The shared formats of spec section 5, each a named zod schema; the regex is exported too
// where a web input needs it. Schemas check the value as given (callers trim) and reject
// the empty string: whether a field is required is the form's decision (`.optional()`).
// Patterns are written to compile under the `v` flag that HTML `pattern` attributes use,
// which requires a literal `-` inside [...] to be escaped, hence:
/* eslint-disable no-useless-escape */
import * as z from 'zod';
import { nameCharactersOnly, valueNotValid } from './messages';

const matching = (pattern: RegExp) => z.string().regex(pattern, valueNotValid);

/** Optional $, digits with comma thousands separators (or none), up to 2 decimals: '$1,234.50'. */
export const moneyPattern = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{0,2})?$/u;
export const moneySchema = matching(moneyPattern);

/** US phone: 10 digits, optional leading 0 or 1, optional ( ) . - or space separators. */
export const usPhonePattern = /^(?:[01][ .\-]?)?(?:\(\d{3}\)|\d{3})[ .\-]?\d{3}[ .\-]?\d{4}$/u;
export const usPhoneSchema = matching(usPhonePattern);

/** local@domain with a top-level domain of 2 to 4 letters. */
export const emailPattern = /^[A-Za-z0-9._%+'\-]+@(?:[A-Za-z0-9\-]+\.)+[A-Za-z]{2,4}$/u;
export const emailSchema = matching(emailPattern);

export const maxListedEmailLength = 50;

/** The addresses of a comma-separated list, trimmed; empty items are kept so they fail. */
export function splitEmailList(value: string): string[] {
  return value.split(',').map((item) => item.trim());
}

/** One or more addresses separated by commas, each at most 50 characters. */
export const emailListSchema = z
  .string()
  .refine(
    (value) =>
      splitEmailList(value).every(
        (email) => email.length <= maxListedEmailLength && emailPattern.test(email),
      ),
    valueNotValid,
  );

/** 123-45-6789 or 123456789 (dashes both present or both absent). */
export const ssnPattern = /^(?:\d{3}-\d{2}-\d{4}|\d{9})$/u;
export const ssnSchema = matching(ssnPattern);
export const ssnDigitsPattern = /^\d{9}$/u;
export const ssnDigitsSchema = matching(ssnDigitsPattern);

/** M/D/YYYY with optional leading zeros (so the MM/dd/yyyy display format reads back in). */
export const datePattern = /^(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/([1-9]\d{3})$/u;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date in M/D/YYYY form: '2/29/2024' yes, '2/30/2024' no. */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, month, day, year] = match.map(Number);
  return month !== undefined && day !== undefined && year !== undefined && day <= daysInMonth(year, month);
}
export const dateSchema = z.string().refine(isCalendarDate, valueNotValid);

/** True for a real calendar date in YYYY-MM-DD form (what date inputs send): '2024-02-30' no. */
export function isIsoCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  return (
    year !== undefined &&
    month !== undefined &&
    day !== undefined &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** 12-hour clock: '9:05 AM', '09:05am'. */
export const timePattern = /^(?:0?[1-9]|1[0-2]):[0-5]\d ?[AaPp][Mm]$/u;
export const timeSchema = matching(timePattern);

/** Letters, digits and spaces (not only spaces), at most 10 characters; 9 in the variant. */
export const zipPattern = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]{1,10}$/u;
export const zipSchema = matching(zipPattern);
export const zip9Pattern = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]{1,9}$/u;
export const zip9Schema = matching(zip9Pattern);

/** 4-4-4-3or4 digits; one separator style throughout (space, dash or none). */
export const cardNumberPattern = /^\d{4}([ \-]?)\d{4}\1\d{4}\1\d{3,4}$/u;

/** The Luhn checksum every card number carries; catches one mistyped digit or swapped pair. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return digits.length > 0 && sum % 10 === 0;
}
export const cardNumberSchema = z
  .string()
  .refine((value) => cardNumberPattern.test(value) && passesLuhn(value.replace(/[ -]/g, '')), valueNotValid);

export const cardSecurityCodePattern = /^\d{3,4}$/u;
export const cardSecurityCodeSchema = matching(cardSecurityCodePattern);

/** 4 to 20 characters including a digit. */
export const passwordPattern = /^(?=.*\d).{4,20}$/u;
export const passwordSchema = matching(passwordPattern);
/** At least 8 characters including a digit. */
export const strongPasswordPattern = /^(?=.*\d).{8,}$/u;
export const strongPasswordSchema = matching(strongPasswordPattern);
/** The payment provider's rule: at least 8 characters with a digit, a lowercase and an uppercase letter. */
export const paymentProviderPasswordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/u;
export const paymentProviderPasswordSchema = matching(paymentProviderPasswordPattern);

/**
 * A website begins with http:// or the configured host. https:// is accepted too: it is
 * the secure form of the same address, and rejecting it would turn away most sites today.
 */
export function websitePattern(host: string): RegExp {
  const escapedHost = host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:https?:\\/\\/|${escapedHost})\\S+$`, 'iu');
}
export const websiteSchema = (host: string) => matching(websitePattern(host));

export const alphanumericPattern = /^[A-Za-z0-9]+$/u;
export const alphanumericSchema = matching(alphanumericPattern);

/** Payment-provider phone fields: exactly 10 digits, or (the other field) 5 to 15 digits. */
export const providerPhonePattern = /^\d{10}$/u;
export const providerPhoneSchema = matching(providerPhonePattern);
export const providerPhoneRangePattern = /^\d{5,15}$/u;
export const providerPhoneRangeSchema = matching(providerPhoneRangePattern);

/**
 * A person's name as a parent types it: letters of any script (accents as precomposed letters or
 * combining marks), spaces, apostrophes (straight or curly) and hyphens, with at least one letter.
 * Digits, punctuation, symbols and emoji are refused: the name is shown on the school's public page.
 */
export const personNamePattern = /^(?=.*\p{L})[\p{L}\p{M}' \u2019\-]+$/u;
export const personNameSchema = z.string().regex(personNamePattern, nameCharactersOnly);

/** Up to 50 of letters, digits, . , & - and space. */
export const freeTextPattern = /^[A-Za-z0-9.,&\- ]{1,50}$/u;
export const freeTextSchema = matching(freeTextPattern);

/** '-1.5', '+3', '.25' */
export const signedDecimalPattern = /^[+\-]?(?:\d+(?:\.\d*)?|\.\d+)$/u;
export const signedDecimalSchema = matching(signedDecimalPattern);

/** Any characters, line breaks included, counted as code points. */
export const text30Pattern = /^.{1,30}$/su;
export const text30Schema = matching(text30Pattern);
export const text60Pattern = /^.{1,60}$/su;
export const text60Schema = matching(text60Pattern);

export const phoneDigitsPattern = /^\d{1,20}$/u;
export const phoneDigitsSchema = matching(phoneDigitsPattern);

/** Amounts as typed in a list: digits, period, comma and space only ('15, 10, 5.50'). */
export const supportedAmountsPattern = /^(?=.*\d)[\d., ]+$/u;
export const supportedAmountsSchema = matching(supportedAmountsPattern);

/** At least two words separated by spaces, at most 60 characters in all. */
export const fullNamePattern = /^(?=.{1,60}$)\S+(?: +\S+)+$/u;
export const fullNameSchema = matching(fullNamePattern);
