// Whether a comment cites a tracker issue by number ("(issue 12)", "issues 11 and 14", "issue 11's
// budget", "#12") instead of saying why. Links are left out first: a URL's path may hold numbers.
const citations = [/\bissues?\s*#?\s*\d/i, /(?<![\w&#/])#\d{1,4}(?![\w-])/];

export function citesIssue(comment: string): boolean {
  const withoutLinks = comment.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '');
  return citations.some((citation) => citation.test(withoutLinks));
}
