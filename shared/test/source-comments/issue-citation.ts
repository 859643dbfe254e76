// Whether a comment cites a tracker issue by number (the word issue or issues and a number, or a
// number after #) instead of saying why. Links are left out first: a URL's path may hold numbers.
const citations = [/\bissues?\s*#?\s*\d/i, /(?<![\w&#/])#\d{1,4}(?![\w-])/];

export function citesIssue(comment: string): boolean {
  const withoutLinks = comment.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '');
  return citations.some((citation) => citation.test(withoutLinks));
}

// A cheap test a whole file must pass before its comments are worth reading: every citation holds
// the word issue or a # right before a digit, and leaving links out never creates either.
export function mayCiteIssue(text: string): boolean {
  return /issue|#\d/i.test(text);
}
