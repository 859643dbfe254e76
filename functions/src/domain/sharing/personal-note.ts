// The personal note a sender adds to an invitation, as it goes out: plain text without links. The
// email comes from the platform's own address with the child's name, so a link in the note would
// lend Thon's name to whatever it points to (a fake "pay here" page). Mail clients make more than
// URLs clickable: www. hosts, bare domains (evil.com/x) and email addresses too, so all of them go;
// so does a script scheme's prefix (javascript:). What remains is the sender's words.

const letterOrDigit = '[\\p{L}\\p{N}\\p{M}]';
const label = `${letterOrDigit}(?:[\\p{L}\\p{N}\\p{M}-]*${letterOrDigit})?`;
/** Dots as browsers read them in host names: ASCII, fullwidth and ideographic. */
const dot = '[.\\uFF0E\\u3002\\uFF61]';
/** A link stops before trailing punctuation (the sentence's, not the link's). */
const rest = `(?:[^\\s]*?(?=[.,!?;:'")\\]]*(?:\\s|$)))`;

const linkPatterns = [
  // Anything with a scheme and authority: https://, ftp://, …
  new RegExp(`[a-z][a-z0-9+.-]*://${rest}`, 'giu'),
  new RegExp(`www${dot}${rest}`, 'giu'),
  // Bare domains (with an email's local part, a port, a path): a letters-only TLD or an IDN one.
  new RegExp(
    `(?<![\\p{L}\\p{N}\\p{M}@.-])(?:[\\p{L}\\p{N}._%+-]+@)?(?:${label}${dot})+(?:\\p{L}{2,}|xn--[a-z0-9-]+)(?::\\d+)?(?:[/?#]${rest})?(?=[.,!?;:'")\\]]*(?:\\s|$))`,
    'giu',
  ),
  new RegExp('\\b(?:javascript|vbscript|data):', 'giu'),
];

export function plainPersonalNote(note: string): string {
  const withoutLinks = linkPatterns.reduce((text, pattern) => text.replace(pattern, ''), note);
  return withoutLinks
    .split('\n')
    .map((line) => line.replace(/[^\S\n]{2,}/gu, ' ').trim())
    .join('\n')
    .trim();
}
