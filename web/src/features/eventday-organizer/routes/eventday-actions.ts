// /organizer/thons/:eventId/eventday's route action: printing bibs (the tokens issued by the API,
// the PDF drawn here in a module loaded only then), a runner's new bib, a volunteer's counting code
// and its revocation, a lap count's correction and the cooldown. The page's loader reads the roster
// and codes again afterwards.
import type { ActionFunctionArgs } from 'react-router';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import {
  correctLapCount,
  createCountingCode,
  issueLapTokens,
  revokeCountingCode,
  revokeLapToken,
  updateEventDaySettings,
  type BibRunner,
  type CreateCountingCodeResponse,
} from '../api/eventday-calls';
import type { BibsPerPage, Paper } from '../bibs/bib-layout';
import {
  bibReplaced,
  bibsReady,
  cooldownSaved,
  countingCodeCreated,
  countingCodeRevokedFor,
  lapCountCorrected,
  noBibsToPrint,
} from '../eventday-page-messages';

export interface BibsFile {
  name: string;
  /** A Blob URL of the PDF: the file never leaves the browser. */
  url: string;
}

/**
 * The last sheet's Blob URL per kind (a print, a replaced bib): a newer one lets the older go, so
 * printing class after class keeps one PDF in memory, not all of them.
 */
const lastUrls = new Map<'print-bibs' | 'replace-bib', string>();

function blobUrl(kind: 'print-bibs' | 'replace-bib', bytes: Uint8Array): string {
  const previous = lastUrls.get(kind);
  if (previous) URL.revokeObjectURL(previous);
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
  lastUrls.set(kind, url);
  return url;
}

export type EventDayActionRequest =
  | { intent: 'print-bibs'; teamId: string | null; paper: Paper; perPage: BibsPerPage }
  | {
      intent: 'replace-bib';
      participantId: string;
      name: string;
      paper: Paper;
      eventName: string;
      eventCode: string;
    }
  | { intent: 'create-code'; label: string }
  | { intent: 'revoke-code'; codeId: string; label: string }
  | { intent: 'correct-count'; participantId: string; name: string; laps: number; reason: string }
  | { intent: 'settings'; cooldownSeconds: number };

export type EventDayOutcome =
  { ok: true; message: string; file?: BibsFile; code?: CreateCountingCodeResponse } | Refused;

/** A file name's part from a class's name: letters and digits, the rest a dash. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'class';

async function bibsFile(
  kind: 'print-bibs' | 'replace-bib',
  name: string,
  eventName: string,
  bibs: readonly BibRunner[],
  paper: Paper,
  perPage: BibsPerPage,
): Promise<BibsFile> {
  const { bibSheetPdf } = await import('../bibs/bib-pdf');
  return { name, url: blobUrl(kind, await bibSheetPdf({ eventName, bibs, paper, perPage })) };
}

export async function eventDayAction({ params, request }: ActionFunctionArgs): Promise<EventDayOutcome> {
  const eventId = params.eventId ?? '';
  const body = (await request.json()) as EventDayActionRequest;
  switch (body.intent) {
    case 'print-bibs':
      return refusedOr<EventDayOutcome>(async () => {
        const answer = await issueLapTokens(eventId, body.teamId ?? undefined);
        if (answer.Bibs.length === 0) return { ok: false, message: noBibsToPrint };
        const team = answer.Teams.find((entry) => entry.TeamId === body.teamId);
        const name = `bibs-${answer.EventCode}-${team ? slug(team.Name) : 'all'}.pdf`;
        const file = await bibsFile(
          'print-bibs',
          name,
          answer.EventName,
          answer.Bibs,
          body.paper,
          body.perPage,
        );
        return { ok: true, message: bibsReady(answer.Bibs.length), file };
      });
    case 'replace-bib':
      return refusedOr<EventDayOutcome>(async () => {
        const bib = await revokeLapToken(eventId, body.participantId);
        const name = `bibs-${body.eventCode}-${slug(`${bib.FirstName}-${bib.LastInitial}`)}.pdf`;
        const file = await bibsFile('replace-bib', name, body.eventName, [bib], body.paper, 4);
        return { ok: true, message: bibReplaced(body.name), file };
      });
    case 'create-code':
      return refusedOr<EventDayOutcome>(async () => {
        const code = await createCountingCode(eventId, body.label);
        return { ok: true, message: countingCodeCreated(code.Label), code };
      });
    case 'revoke-code':
      return refusedOr<EventDayOutcome>(async () => {
        await revokeCountingCode(eventId, body.codeId);
        return { ok: true, message: countingCodeRevokedFor(body.label) };
      });
    case 'correct-count':
      return refusedOr<EventDayOutcome>(async () => {
        const runner = await correctLapCount(eventId, body.participantId, body.laps, body.reason);
        return { ok: true, message: lapCountCorrected(body.name, runner.Laps) };
      });
    case 'settings':
      return refusedOr<EventDayOutcome>(async () => {
        const seconds = await updateEventDaySettings(eventId, body.cooldownSeconds);
        return { ok: true, message: cooldownSaved(seconds) };
      });
  }
}
