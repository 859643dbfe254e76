// A contact attachment's name as support sees it, in the email's MIME headers and the Jira upload.
// The name is whatever the visitor's machine (or script) sent: a path would name folders, control
// characters and quotes or semicolons could break out of a MIME parameter, and bidirectional
// controls can show "invoice.exe" as "exe.invoice". What is left keeps the extension, which the
// type check has already matched against the content.

/** Longest name kept (extension included); mail clients and Jira show no more anyway. */
export const maxAttachmentNameLength = 100;

// Controls (Cc), invisible formatting such as right-to-left overrides (Cf), and the characters
// that quote, separate or wildcard in headers and file systems.
const unsafeCharacters = /[\p{Cc}\p{Cf}"'`;:<>|*?]/gu;

export function safeAttachmentName(fileName: string): string {
  const base = fileName.split(/[/\\]/u).pop() ?? '';
  const cleaned = base.replace(unsafeCharacters, '_').trim().replace(/^\.+/u, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 ? cleaned.slice(dot) : '';
  let stem = dot >= 0 ? cleaned.slice(0, dot) : cleaned;
  // Nothing readable left (only replaced characters): a neutral name with the same extension.
  if (!/[^_\s]/u.test(stem)) stem = 'attachment';
  return `${stem.slice(0, Math.max(1, maxAttachmentNameLength - extension.length))}${extension}`;
}
