// One Thon's console page: its facts (404 for a Thon out of reach, shown as the route's error), its
// console row (franchise and test mark), its franchisee team leaders and, for a test Thon, its outbox.
import type { LoaderFunctionArgs } from 'react-router';
import type { ConsoleThon } from '../api/console-thon-calls';
import {
  findConsoleRow,
  getTestOutbox,
  getThon,
  listThonTeamLeaders,
  type TestOutbox,
  type Thon,
  type ThonTeamLeaders,
} from '../api/thon-staff-calls';

export interface ConsoleThonView {
  thon: Thon;
  /** Absent when the console's list lacks the Thon: its franchise and test mark are then unknown. */
  row: ConsoleThon | undefined;
  teamLeaders: ThonTeamLeaders;
  /** A test Thon's outbox; null for a real Thon (the API answers 404 for one). */
  outbox: TestOutbox | null;
}

export async function consoleThonLoader(args: LoaderFunctionArgs): Promise<ConsoleThonView> {
  const eventId = args.params.eventId ?? '';
  const { signal } = args.request;
  const [thon, teamLeaders] = await Promise.all([
    getThon(eventId, signal),
    listThonTeamLeaders(eventId, signal),
  ]);
  const row = await findConsoleRow(thon, signal);
  const outbox = row?.IsTest ? await getTestOutbox(eventId, signal) : null;
  return { thon, row, teamLeaders, outbox };
}
