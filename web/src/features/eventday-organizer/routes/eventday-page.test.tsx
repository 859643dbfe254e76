// /organizer/thons/:eventId/eventday against the fake event-day API
// (testing/eventday-organizer-handlers.ts): printing a class's bibs (the PDF read back and its QR
// decoded), inviting a volunteer (the QR dialog, the copied link) and revoking a code, finding a
// runner and their scans, correcting a count (the client's and the server's refusals), a new bib,
// the cooldown (refused out of range and once completed), what a team leader is not offered, the
// Thon page's links here; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  correctionReasonInvalid,
  cooldownInvalid,
  countingCodeLabelRequired,
  settingsLockedCompleted,
} from '@thon/shared/catalog/eventday-messages';
import { decodeFirstBibQr } from '@/testing/bib-pdf-qr';
import { seriousViolations } from '@/testing/console-checks';
import { eventDayOrganizerApi, overMaxRefusal } from '@/testing/eventday-organizer-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs } from '@/testing/sessions';
import { organizerSession } from '@/testing/thon-handlers';
import type { EventStatus } from '@thon/shared/api/schemas/events';

/** jsdom has no Blob URLs: the page's PDFs are kept here as the browser would keep them. */
const blobs = new Map<string, Blob>();
beforeEach(() => {
  let count = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    count += 1;
    const url = `blob:test/${count}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
});
afterEach(() => blobs.clear());

function openEventDay(options: { status?: EventStatus; session?: ReturnType<typeof makeSession> } = {}) {
  const api = eventDayOrganizerApi({ status: options.status ?? 'live' });
  server.use(...api.handlers);
  signInAs(options.session ?? organizerSession);
  return { api, ...renderApp('/organizer/thons/evt-new/eventday') };
}

const section = async (name: string | RegExp) => within(await screen.findByRole('region', { name }));

async function downloadedPdf(linkName: string) {
  const link = await screen.findByRole('link', { name: linkName });
  const blob = blobs.get(link.getAttribute('href') ?? '');
  expect(blob?.type).toBe('application/pdf');
  // jsdom's Blob has no arrayBuffer(); its FileReader reads it.
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob as Blob);
  });
  return new Uint8Array(bytes);
}

describe("the organizer's event-day page", () => {
  it("prints one class's bibs on A4: one page of four whose first QR is the first runner's", async () => {
    const { api, user } = openEventDay();
    const bibs = await section('Bibs');
    await user.selectOptions(bibs.getByLabelText('Class'), 'Room 12');
    await user.selectOptions(bibs.getByLabelText('Paper'), 'A4');
    await user.click(bibs.getByRole('button', { name: 'Print bibs' }));
    const pdf = await downloadedPdf('Download bibs-RUN7KQ2M-room-12.pdf');
    expect(api.sent.issued).toEqual([{ EventId: 'evt-new', TeamId: 't-12' }]);
    expect(bibs.getByText('3 bibs are ready to print.')).toBeInTheDocument();
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(Math.round(document.getPage(0).getWidth())).toBe(595);
    expect((await decodeFirstBibQr(pdf)).text).toBe('THONLAP-AVAAAAAAAA22');
  });

  it('prints every class on US Letter by default', async () => {
    const { api, user } = openEventDay();
    const bibs = await section('Bibs');
    await user.click(bibs.getByRole('button', { name: 'Print bibs' }));
    const pdf = await downloadedPdf('Download bibs-RUN7KQ2M-all.pdf');
    expect(api.sent.issued).toEqual([{ EventId: 'evt-new' }]);
    const page = (await PDFDocument.load(pdf)).getPage(0);
    expect([page.getWidth(), page.getHeight()]).toEqual([612, 792]);
  });

  it('invites a volunteer: the code shown once with the QR of its full link, which copies', async () => {
    const { api, user } = openEventDay();
    const codes = await section("Volunteers' counting codes");
    await user.click(codes.getByRole('button', { name: 'Invite a volunteer' }));
    expect(await codes.findByText(countingCodeLabelRequired)).toBeInTheDocument();
    expect(api.sent.createdCodes).toEqual([]);

    await user.type(codes.getByLabelText("Volunteer's name or station"), 'Lap line 2');
    await user.click(codes.getByRole('button', { name: 'Invite a volunteer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Counting code for Lap line 2' }));
    const link = `${window.location.origin}/eventday/RUN7KQ2M#code=CODE1AAASECRETSECRET2345`;
    expect(
      dialog.getByRole('img', { name: 'QR code of the counting link for Lap line 2' }),
    ).toBeInTheDocument();
    expect(dialog.getByText('CODE1AAASECRETSECRET2345')).toBeInTheDocument();
    expect(dialog.getByText(link)).toBeInTheDocument();
    expect(dialog.getByText(/works until midnight .* and is shown only this once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(await dialog.findByText('Link copied.')).toBeInTheDocument();
    // user-event's setup gives the page a clipboard of its own, which the test reads back.
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = within(codes.getByRole('row', { name: /Lap line 2/ }));
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(api.sent.createdCodes).toEqual(['Lap line 2']);
  });

  it('revokes a counting code after asking', async () => {
    const { api, user } = openEventDay();
    const codes = await section("Volunteers' counting codes");
    await user.type(codes.getByLabelText("Volunteer's name or station"), 'Ms. Rivera');
    await user.click(codes.getByRole('button', { name: 'Invite a volunteer' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(codes.getByRole('button', { name: 'Revoke the code for Ms. Rivera' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Revoke the counting code for Ms. Rivera?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    expect(await codes.findByText('Revoked')).toBeInTheDocument();
    expect(codes.queryByRole('button', { name: 'Revoke the code for Ms. Rivera' })).not.toBeInTheDocument();
    expect(api.sent.revokedCodes).toEqual(['CODE1AAA']);
  });

  it('finds a runner, shows their scans and who counted them, and corrects the count', async () => {
    const { api, user } = openEventDay();
    const runners = await section('Runners and laps');
    await user.type(runners.getByLabelText('Find a runner'), 'ben');
    expect(runners.queryByRole('button', { name: 'Laps of Ava A.' })).not.toBeInTheDocument();
    await user.clear(runners.getByLabelText('Find a runner'));
    await user.click(runners.getByRole('button', { name: 'Laps of Ava A.' }));
    const runner = await section('Ava A. · Room 12');
    expect(await runner.findByText('Lap line 2 (code)')).toBeInTheDocument();
    expect(runner.getByText('Already counted (within the cooldown)')).toBeInTheDocument();
    expect(runner.getByText('Priya Patel')).toBeInTheDocument();

    await user.type(runner.getByLabelText('Reason'), 'x');
    await user.click(runner.getByRole('button', { name: 'Correct count' }));
    expect(await runner.findByText(correctionReasonInvalid)).toBeInTheDocument();

    await user.clear(runner.getByLabelText('Laps'));
    await user.type(runner.getByLabelText('Laps'), '31');
    await user.clear(runner.getByLabelText('Reason'));
    await user.type(runner.getByLabelText('Reason'), 'Counted on paper');
    await user.click(runner.getByRole('button', { name: 'Correct count' }));
    expect(await runner.findByText(overMaxRefusal)).toBeInTheDocument();

    await user.clear(runner.getByLabelText('Laps'));
    await user.type(runner.getByLabelText('Laps'), '5');
    await user.click(runner.getByRole('button', { name: 'Correct count' }));
    expect(await runner.findByText('Ava A. now has 5 laps.')).toBeInTheDocument();
    expect(api.sent.corrections).toEqual([
      { EventId: 'evt-new', ParticipantId: 'p-ava', Laps: 31, Reason: 'Counted on paper' },
      { EventId: 'evt-new', ParticipantId: 'p-ava', Laps: 5, Reason: 'Counted on paper' },
    ]);
    // The roster reads again after the correction: the runner's laps cell says 5.
    await waitFor(() =>
      expect(within(runners.getByRole('row', { name: /Ava A\./ })).getAllByRole('cell')[1]).toHaveTextContent(
        /^5$/,
      ),
    );
  });

  it('replaces a lost bib and prints the new one', async () => {
    const { api, user } = openEventDay();
    const runners = await section('Runners and laps');
    await user.click(runners.getByRole('button', { name: 'Laps of Ben B.' }));
    const runner = await section('Ben B. · Room 12');
    await user.click(runner.getByRole('button', { name: 'Replace bib' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Give Ben B. a new bib?' }));
    await user.click(confirm.getByRole('button', { name: 'Replace bib' }));
    const pdf = await downloadedPdf('Download bibs-RUN7KQ2M-ben-b.pdf');
    expect((await decodeFirstBibQr(pdf)).text).toBe('THONLAP-NEWTOKEN2345');
    expect(api.sent.revokedTokens).toEqual(['p-ben']);
  });

  it('saves the cooldown, refusing one out of range before sending', async () => {
    const { api, user } = openEventDay();
    const settings = await section('Settings');
    const field = settings.getByLabelText('Cooldown (seconds)');
    expect(field).toHaveValue('20');
    await user.clear(field);
    await user.type(field, '4');
    await user.click(settings.getByRole('button', { name: 'Save cooldown' }));
    expect(await settings.findByText(cooldownInvalid)).toBeInTheDocument();
    expect(api.sent.settings).toEqual([]);
    await user.clear(field);
    await user.type(field, '30');
    await user.click(settings.getByRole('button', { name: 'Save cooldown' }));
    expect(
      await settings.findByText('Scans of a runner within 30 seconds now count once.'),
    ).toBeInTheDocument();
    expect(api.sent.settings).toEqual([30]);
  });

  it("shows the server's refusal of the cooldown once the Thon is completed", async () => {
    const { user } = openEventDay({ status: 'completed' });
    const settings = await section('Settings');
    await user.click(settings.getByRole('button', { name: 'Save cooldown' }));
    expect(await settings.findByText(settingsLockedCompleted)).toBeInTheDocument();
  });

  it('offers a team leader no corrections, new bibs or settings', async () => {
    const { user } = openEventDay({
      session: makeSession('franchisee-team-leader', {
        UserId: 'user-tl',
        FirstName: 'Tia',
        LastName: 'Lee',
      }),
    });
    const runners = await section('Runners and laps');
    await user.click(runners.getByRole('button', { name: 'Laps of Ava A.' }));
    const runner = await section('Ava A. · Room 12');
    expect(await runner.findByText('Lap line 2 (code)')).toBeInTheDocument();
    expect(runner.queryByRole('button', { name: 'Correct count' })).not.toBeInTheDocument();
    expect(runner.queryByRole('button', { name: 'Replace bib' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print bibs' })).toBeInTheDocument();
  });

  it('links to the counting page and the screen', async () => {
    openEventDay();
    const nav = within(await screen.findByRole('navigation', { name: 'Event day pages' }));
    expect(nav.getByRole('link', { name: 'Count laps' })).toHaveAttribute('href', '/eventday/RUN7KQ2M');
    expect(nav.getByRole('link', { name: /Leaderboard screen/ })).toHaveAttribute(
      'href',
      '/eventday/RUN7KQ2M/screen',
    );
  });

  it('has no serious axe findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    openEventDay();
    await section('Runners and laps');
    expect(await seriousViolations()).toEqual([]);
  });
});
