// The catalogue's Spanish (shared/src/catalog/messages.es.ts) as the translator uses it: plain
// messages by their English text, templated ones as patterns built from the English function, so
// "Your initial pledge must be at least $10.00." (from the page or from the API) is recognised
// whatever the amount. Loaded with the Spanish translator only.
import {
  spanishMessages,
  spanishTemplatedMessages,
  type MessageArgument,
} from '@thon/shared/catalog/messages.es';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { spanishEventDayMessages } from '@thon/shared/catalog/eventday-messages.es';
import { spanishStudentPageMessages } from '@thon/shared/catalog/student-page-messages.es';
import {
  spanishSupportMessages,
  spanishTemplatedSupportMessages,
} from '@thon/shared/catalog/support-messages.es';

const samples: Record<MessageArgument, { value: string | number; rendered: string; pattern: string }> = {
  dollars: { value: 98765.43, rendered: formatDollars(98765.43), pattern: '(\\$[\\d,]+(?:\\.\\d{2})?)' },
  number: { value: 98765, rendered: '98765', pattern: '([\\d,.]+)' },
  text: { value: 'QZXJW', rendered: 'QZXJW', pattern: '(.+?)' },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** English text → Spanish, for the catalogue's plain messages. */
export function spanishMessagesByEnglish(): Record<string, string> {
  return Object.fromEntries([
    ...spanishMessages,
    ...spanishSupportMessages,
    ...spanishStudentPageMessages,
    ...spanishEventDayMessages,
  ]);
}

export interface MessagePattern {
  english: RegExp;
  spanish: string;
}

/** One pattern per templated message: the English rendered with sample arguments, then generalised. */
export function spanishMessagePatterns(): MessagePattern[] {
  return [...spanishTemplatedMessages, ...spanishTemplatedSupportMessages].map(({ english, args, spanish }) => {
    const sampleArgs = args.map((kind) => samples[kind].value) as never[];
    let source = escapeRegExp(english(...sampleArgs));
    for (const kind of args) source = source.replace(escapeRegExp(samples[kind].rendered), samples[kind].pattern);
    return { english: new RegExp(`^${source}$`, 'u'), spanish };
  });
}

/** The Spanish of a templated message's English text, or undefined when none matches. */
export function matchTemplatedMessage(text: string, patterns: readonly MessagePattern[]): string | undefined {
  for (const { english, spanish } of patterns) {
    const match = english.exec(text);
    if (match) return spanish.replace(/\{\{(\d+)\}\}/gu, (_, index: string) => match[Number(index) + 1] ?? '');
  }
  return undefined;
}
