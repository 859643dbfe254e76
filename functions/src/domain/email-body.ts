// An email's text and HTML bodies from the same paragraphs, so the two never say different things.
// Everything is escaped: names and messages come from donors.
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A paragraph of text, or a link shown as its own paragraph. */
export type EmailParagraph = string | { link: string; label: string };

export function emailBodies(paragraphs: readonly EmailParagraph[]): { text: string; html: string } {
  return {
    text: paragraphs
      .map((paragraph) =>
        typeof paragraph === 'string' ? paragraph : `${paragraph.label}: ${paragraph.link}`,
      )
      .join('\n\n'),
    html: paragraphs
      .map((paragraph) =>
        typeof paragraph === 'string'
          ? `<p>${escapeHtml(paragraph)}</p>`
          : `<p><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.label)}</a></p>`,
      )
      .join('\n'),
  };
}
