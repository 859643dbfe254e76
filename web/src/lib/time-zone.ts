// The viewer's IANA time zone; the API derives offset and abbreviation from it (spec section 7).
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
