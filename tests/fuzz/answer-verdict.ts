// What makes an answer to a hostile request a finding: a 5xx, no answer in time, or an answer
// that shows the inside (a stack trace, an AWS error name, a source path). A refusal (4xx) with a
// plain message is the right answer, and so is a success: hostile is not always invalid.
import type { HostileRequest } from './hostile-requests';
import type { RawAnswer } from './send-request';

const internalDetail: readonly [RegExp, string][] = [
  [/\bat (?:async )?[\w$.<>[\]]+ \(|\n\s+at /u, 'a stack trace'],
  [
    /\b(?:\w+Exception|ConditionalCheckFailed|TransactionCanceled|ProvisionedThroughputExceeded|ElectroError|AccessDenied|UnrecognizedClient|SerializationException|ThrottlingException)\b/u,
    'an AWS or library error name',
  ],
  [/(?:\/(?:work|home|var|tmp|usr|opt)\/|node_modules|file:\/\/|\.tsx?:\d+|\.m?js:\d+)/u, 'a file path'],
  [/\b(?:TypeError|RangeError|SyntaxError|ReferenceError|ZodError|URIError)\b/u, 'a JavaScript error name'],
];

/**
 * The problem with this answer, or undefined when it is a proper answer to a hostile request.
 * Text the request itself sent is not a leak when an answer repeats it (a name saved and shown).
 */
export function answerProblem(request: HostileRequest, answer: RawAnswer): string | undefined {
  if (answer.failure) return answer.failure;
  if (answer.status >= 500) return `status ${answer.status}`;
  const sent = `${request.target}\n${request.body?.toString('utf8') ?? ''}`;
  for (const [pattern, what] of internalDetail) {
    const found = pattern.exec(answer.text)?.[0];
    if (found !== undefined && !sent.includes(found.trim()))
      return `the answer shows ${what}: ${JSON.stringify(found)}`;
  }
  return undefined;
}

function printable(body: Buffer): string {
  const text = body.toString('utf8');
  const shown = Buffer.from(text, 'utf8').equals(body)
    ? JSON.stringify(text)
    : `base64:${body.toString('base64')}`;
  return shown.length > 600 ? `${shown.slice(0, 600)}… (${body.length} bytes)` : shown;
}

/** The request and answer as a person re-sends them (curl-like), shortened where huge. */
export function reproduction(
  apiUrl: string,
  request: HostileRequest,
  answer: RawAnswer,
  problem: string,
): string {
  const target =
    request.target.length > 300
      ? `${request.target.slice(0, 300)}… (${request.target.length} chars)`
      : request.target;
  const headers = Object.entries(request.headers).map(([name, value]) => {
    const shown = value.length > 120 ? `${value.slice(0, 120)}… (${value.length} chars)` : value;
    return `  ${name}: ${JSON.stringify(shown)}`;
  });
  const caller =
    request.caller === 'signed-out'
      ? 'signed out'
      : `signed in as ${request.caller} (session: ${request.session})`;
  return [
    `${request.operationId}: ${problem}`,
    `${request.method} ${apiUrl}${target}`,
    `  caller: ${caller}`,
    ...headers,
    request.body ? `  body (${request.bodyKind}): ${printable(request.body)}` : '  no body',
    `answered ${answer.status || '-'} in ${answer.ms.toFixed(0)} ms: ${answer.text.slice(0, 400)}`,
  ].join('\n');
}
