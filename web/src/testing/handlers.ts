// msw handlers for the API as the web tests expect it to behave. Paths come from the route table.
import { http, HttpResponse } from 'msw';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { routes } from '@thon/shared/api/routes';
import { eventNotFound } from '@thon/shared/api/schemas/event-code';

/** Event codes the fake API knows, upper-cased, with their event ids. */
export const knownEventCodes: Readonly<Record<string, string>> = { SPRING25: 'evt-spring-25' };

/** An msw path pattern for a route: API Gateway `{param}` becomes msw `:param`. */
export function mswPath(route: AnyRoute): string {
  return route.path.replace(/\{(\w+)\}/g, ':$1');
}

export const outboxFixture = {
  emails: [
    {
      id: 'mail-2',
      from: 'no-reply@thon.local',
      to: ['donor@example.com', 'parent@example.com'],
      subject: 'Thanks for your pledge',
      text: 'Thank you for supporting the Spring Fun Run.',
      html: '<p>Thank you for supporting the Spring Fun Run.</p>',
      sentAt: '2025-04-02T15:30:00.000Z',
    },
    {
      id: 'mail-1',
      from: 'no-reply@thon.local',
      to: ['teacher@example.com'],
      subject: 'Reset your password',
      text: 'Follow the link to choose a new password.',
      sentAt: '2025-04-01T09:00:00.000Z',
    },
  ],
  sms: [
    {
      id: 'sms-1',
      phoneNumber: '+15555550123',
      message: 'Sponsor me in the Spring Fun Run!',
      sentAt: '2025-04-02T16:00:00.000Z',
    },
  ],
};

export const defaultHandlers = [
  http.post(mswPath(routes.eventCode), async ({ request }) => {
    const body = (await request.json()) as { EventCode?: string };
    const code = (body.EventCode ?? '').trim().toUpperCase();
    return HttpResponse.json(knownEventCodes[code] ?? eventNotFound);
  }),
  http.get('/__dev/outbox', () => HttpResponse.json(outboxFixture)),
];
