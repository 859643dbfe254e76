// The public calls the donor event, student and pledge pages make before the donor types
// anything, as bare addresses: method, path and,
// for the type checker only, the body and answer types of their route table entries. The route
// table's entries carry zod schemas, and in the browser every schema module a page imports is
// kept whole (zod calls are not marked pure): the event and student pages validate no input, so
// they call through these addresses and download no zod at all; the pledge page loads zod with its
// form, after its first paint. Everything zod here is `import type`,
// erased at build. shared/test/api/public-reads.test.ts keeps each address equal to its route.
import type * as z from 'zod';
import type { eventCodeRequestSchema, eventCodeResponseSchema } from './schemas/event-code';
import type {
  eventPageSchema,
  recordVisitRequestSchema,
  recordVisitResponseSchema,
  studentPageSchema,
} from './schemas/public-pages';
import type { pledgeOptionsSchema } from './schemas/pledges';
import type { thonPrizesSchema } from './schemas/thon-prizes';
import { publicPagePaths } from './public-page-paths';

/** What an answer is in JSON, for the reader's one check of the answer's shape. */
export type AnswerKind = 'object' | 'string';

/**
 * A route's address. `Body` and `Answer` exist for the type checker only: the server checks the
 * body, and the answer is what the server's own response schema produced (it parses every answer
 * before sending it, defaults filled in).
 */
export interface RouteAddress<Path extends string, Body, Answer> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly answer: AnswerKind;
  /** Never set: carries the path parameters', body's and answer's types. */
  readonly types?: { path: Path; body: Body; answer: Answer };
}

const address = <Path extends string = never, Body = never, Answer = never>(
  method: 'GET' | 'POST',
  path: string,
  answer: AnswerKind,
): RouteAddress<Path, Body, Answer> => ({ method, path, answer });

/** EventCode's answer when no event has the code (the event id otherwise). */
export const eventNotFound = 'not found' as const;

export const publicReads = {
  eventCode: address<never, z.input<typeof eventCodeRequestSchema>, z.output<typeof eventCodeResponseSchema>>(
    'POST',
    '/api/EventCode',
    'string',
  ),
  getEventPage: address<'eventId', never, z.output<typeof eventPageSchema>>(
    'GET',
    publicPagePaths.eventPage,
    'object',
  ),
  getStudentPage: address<'participantId', never, z.output<typeof studentPageSchema>>(
    'GET',
    publicPagePaths.studentPage,
    'object',
  ),
  recordVisit: address<
    never,
    z.input<typeof recordVisitRequestSchema>,
    z.output<typeof recordVisitResponseSchema>
  >('POST', '/api/events/RecordVisit', 'object'),
  getPledgeOptions: address<'participantId', never, z.output<typeof pledgeOptionsSchema>>(
    'GET',
    '/api/pledges/GetPledgeOptions/{participantId}',
    'object',
  ),
  // The event page's prizes section, fetched after the page has rendered.
  getThonPrizes: address<'eventId', never, z.output<typeof thonPrizesSchema>>(
    'GET',
    publicPagePaths.thonPrizes,
    'object',
  ),
} as const;
