// msw handlers for the sharing calls, installed with the server's defaults: the student
// and confirmation pages load the guest share after the page, the Thon page reads its templates.
// A test that checks what was sent adds its own sharingApi() and reads `sent`, `shares`, `saves`.
import { http, HttpResponse } from 'msw';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { alreadyInvited, invalidEmailFormat } from '@thon/shared/catalog/messages';
import {
  notAnEmailAddress,
  unknownPlaceholder,
  unsubscribed,
  unsubscribeLinkInvalid,
} from '@thon/shared/catalog/sharing-messages';
import { isEmailAddress, normalizeMobile } from '@thon/shared/sharing/recipients';
import { defaultShareTemplatesFor, type ShareLanguage } from '@thon/shared/sharing/share-language';
import { shareLink } from '@thon/shared/sharing/share-links';
import {
  defaultShareTemplates,
  placeholders,
  renderTemplate,
  unknownPlaceholders,
  type PlaceholderValues,
  type ShareTemplates,
} from '@thon/shared/sharing/share-templates';
import { mswPath } from './handlers';

const origin = 'http://localhost:3000';
export const samplePage = (participantId: string) => `${origin}/student/${participantId}`;

export const sampleValues: PlaceholderValues = {
  ParticipantName: 'Ava J.',
  EventName: 'Spring Fun Run',
  EventUrl: samplePage('participant-ava'),
  UnitName: 'laps',
  MinUnits: '1',
  MaxUnits: '40',
};

export function linksOf(participantId: string) {
  const page = samplePage(participantId);
  return {
    email: shareLink(page, 'email', 'email-v0'),
    sms: shareLink(page, 'sms', 'sms-v0'),
    facebook: shareLink(page, 'facebook', 'guest-v0'),
    x: shareLink(page, 'x', 'guest-v0'),
    whatsapp: shareLink(page, 'whatsapp', 'guest-v0'),
    link: shareLink(page, 'link', 'guest-v0'),
  };
}

export interface SentInvites {
  kind: 'email' | 'sms';
  key: string | null;
  body: { ParticipantId: string; Recipients: string[]; PersonalNote?: string; Language?: ShareLanguage };
}

interface KitInvite {
  Channel: 'Email' | 'Sms';
  Recipient: string;
  Status: 'Sent';
  SentAt: string;
}

export function sharingApi(options: { sharesCount?: number; canSend?: boolean; invites?: KitInvite[] } = {}) {
  const sent: SentInvites[] = [];
  const shares: { ParticipantId: string; Channel: string }[] = [];
  const saves: ShareTemplates[] = [];
  const invites: KitInvite[] = [...(options.invites ?? [])];
  const invited = new Set(invites.map((invite) => invite.Recipient));
  let sharesCount = options.sharesCount ?? 3;
  let templates: ShareTemplates = { ...defaultShareTemplates };
  let version = 0;
  // As the API: saved templates as written, else our defaults in the asked language.
  const templatesIn = (language: ShareLanguage) => (version > 0 ? templates : defaultShareTemplatesFor(language));

  const values = (participantId: string): PlaceholderValues => ({
    ...sampleValues,
    EventUrl: samplePage(participantId),
  });
  const rendered = (participantId: string, language: ShareLanguage = 'en') => {
    const chosen = templatesIn(language);
    return {
      EmailSubject: renderTemplate(chosen.EmailSubject, values(participantId)),
      EmailBody: renderTemplate(chosen.EmailBody, {
        ...values(participantId),
        EventUrl: linksOf(participantId).email,
      }),
      Sms: renderTemplate(chosen.Sms, { ...values(participantId), EventUrl: linksOf(participantId).sms }),
      // As the API answers: {EventUrl} stays for each channel to fill in.
      GuestShare: renderTemplate(chosen.GuestShare, { ...values(participantId), EventUrl: '{EventUrl}' }),
    };
  };
  const eventTemplates = (eventId: string) => ({
    EventId: eventId,
    Templates: templates,
    Defaults: defaultShareTemplates,
    Version: version,
    Placeholders: [...placeholders],
    SampleValues: sampleValues,
  });

  function send(kind: 'email' | 'sms') {
    return async ({ request }: { request: Request }) => {
      const body = (await request.json()) as SentInvites['body'];
      sent.push({ kind, key: request.headers.get('Idempotency-Key'), body });
      if (kind === 'email') {
        const bad = body.Recipients.flatMap((entry, index) =>
          isEmailAddress(entry) ? [] : [{ entry, index }],
        );
        if (bad.length > 0) {
          return HttpResponse.json(
            {
              message: invalidEmailFormat,
              issues: [
                { path: 'Recipients', message: invalidEmailFormat },
                ...bad.map(({ entry, index }) => ({
                  path: `Recipients.${index}`,
                  message: notAnEmailAddress(entry),
                })),
              ],
            },
            { status: 400 },
          );
        }
      }
      const results = body.Recipients.map((recipient, index) => {
        const stored =
          kind === 'email' ? recipient.trim().toLowerCase() : (normalizeMobile(recipient) ?? recipient);
        if (invited.has(stored))
          return { Recipient: recipient, Status: 'Skipped' as const, Message: alreadyInvited };
        invited.add(stored);
        invites.unshift({
          Channel: kind === 'email' ? 'Email' : 'Sms',
          Recipient: stored,
          Status: 'Sent',
          SentAt: '2025-04-02T15:30:00.000Z',
        });
        return { Recipient: recipient, Status: 'Sent' as const, MessageId: `msg-${sent.length}-${index}` };
      });
      const sentCount = results.filter((result) => result.Status === 'Sent').length;
      return HttpResponse.json({
        Results: results,
        Sent: sentCount,
        Skipped: results.length - sentCount,
        Failed: 0,
        RemainingToday: 200 - invites.length,
      });
    };
  }

  const handlers = [
    http.get(mswPath(sharingRoutes.getGuestShare), ({ params }) => {
      const participantId = String(params.participantId);
      return HttpResponse.json({
        ParticipantId: participantId,
        ParticipantName: 'Ava J.',
        EventName: 'Spring Fun Run',
        Text: rendered(participantId).GuestShare,
        Texts: { en: rendered(participantId).GuestShare, es: rendered(participantId, 'es').GuestShare },
        Links: linksOf(participantId),
      });
    }),
    http.post(mswPath(sharingRoutes.recordShare), async ({ request }) => {
      const body = (await request.json()) as { ParticipantId: string; Channel: string };
      shares.push(body);
      sharesCount += 1;
      return HttpResponse.json({ Counted: true, SharesCount: sharesCount });
    }),
    http.get(mswPath(sharingRoutes.getShareKit), ({ params, request }) => {
      const participantId = String(params.participantId);
      const language = new URL(request.url).searchParams.get('Language') === 'es' ? 'es' : 'en';
      return HttpResponse.json({
        ParticipantId: participantId,
        ParticipantName: 'Ava Johnson',
        EventId: 'evt-spring-25',
        EventName: 'Spring Fun Run',
        Language: language,
        PageUrl: samplePage(participantId),
        Links: linksOf(participantId),
        Rendered: rendered(participantId, language),
        SharesCount: sharesCount,
        ShareGoal: 20,
        Invites: invites,
        RemainingToday: { Email: 200 - invites.length, Sms: 60 },
        CanSend: options.canSend ?? true,
      });
    }),
    http.post(mswPath(sharingRoutes.sendEmailInvites), send('email')),
    http.post(mswPath(sharingRoutes.sendSmsInvites), send('sms')),
    http.get(mswPath(sharingRoutes.getEventTemplates), ({ params }) =>
      HttpResponse.json(eventTemplates(String(params.eventId))),
    ),
    http.post(mswPath(sharingRoutes.updateEventTemplates), async ({ params, request }) => {
      const body = (await request.json()) as ShareTemplates;
      saves.push(body);
      const issues = (Object.keys(body) as (keyof ShareTemplates)[]).flatMap((name) =>
        unknownPlaceholders(body[name]).map((unknown) => ({
          path: name,
          message: unknownPlaceholder(unknown),
        })),
      );
      if (issues.length > 0) {
        return HttpResponse.json({ message: issues[0]?.message, issues }, { status: 400 });
      }
      templates = body;
      version += 1;
      return HttpResponse.json(eventTemplates(String(params.eventId)));
    }),
    http.post(mswPath(sharingRoutes.unsubscribe), ({ request }) => {
      const token = new URL(request.url).searchParams.get('Token');
      if (token !== 'good-token')
        return HttpResponse.json({ message: unsubscribeLinkInvalid }, { status: 400 });
      return HttpResponse.json({
        Email: 'grandma@example.com',
        Message: unsubscribed('grandma@example.com'),
      });
    }),
  ];
  return { handlers, sent, shares, saves, invites };
}
