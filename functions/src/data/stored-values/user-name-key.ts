// How a user's name is kept for the admin search by name prefix: "last first", lower-cased,
// accents removed and runs of spaces made one, so "Núñez" is found by "nunez" and the key and a
// typed prefix are normalized the same way.

export function normalizedName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The stored key: last name first, as the console lists people. */
export function userNameKey(firstName: string, lastName: string): string {
  return normalizedName(`${lastName} ${firstName}`);
}
