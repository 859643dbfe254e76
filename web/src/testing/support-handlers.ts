// msw handlers for the support calls: the issue types and the contact form's multipart
// send. The fake send answers as the API does: the spec's success, 'Invalid Captcha' for a missing
// or reused solution, or the answer a test asks for. `sent` holds what reached it.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { supportRoutes } from '@thon/shared/api/routes/support';
import type { ContactResponse } from '@thon/shared/api/schemas/support';
import { contactSent, invalidCaptcha } from '@thon/shared/catalog/messages';
import { defaultSupportIssueTypes } from '@thon/shared/catalog/support';
import { mswPath } from './handlers';

export interface SentContact {
  /** The text fields as sent (Subject, Message, From, FromName, jiraIssueType, altcha). */
  fields: Record<string, string>;
  /** The attachments (jsdom's fetch bridge may rename them, so sizes and types are what count). */
  files: { size: number; type: string }[];
  /** The session's user id header, when signed in. */
  userId: string | null;
}

interface SupportApiOptions {
  issueTypes?: readonly string[];
  /** Answers every send so (after recording it), instead of the captcha check and success. */
  answer?: { status: number; body: JsonBodyType };
}

export function supportApi(options: SupportApiOptions = {}) {
  const sent: SentContact[] = [];
  const usedSolutions = new Set<string>();
  const handlers = [
    http.get(mswPath(supportRoutes.getSupportIssueTypes), () =>
      HttpResponse.json({
        IssueTypes: (options.issueTypes ?? defaultSupportIssueTypes).map((Name) => ({ Name })),
      }),
    ),
    http.post(mswPath(supportRoutes.sendContactMessage), async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      const files: SentContact['files'] = [];
      form.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
        else if (name === 'Files') files.push({ size: value.size, type: value.type });
      });
      sent.push({ fields, files, userId: request.headers.get('x-user-id') });
      if (options.answer) return HttpResponse.json(options.answer.body, { status: options.answer.status });
      const solution = fields.altcha ?? '';
      if (solution === '' || usedSolutions.has(solution)) {
        return HttpResponse.json({ message: invalidCaptcha }, { status: 400 });
      }
      usedSolutions.add(solution);
      return HttpResponse.json({ Message: contactSent, Outcome: 'emailed' } satisfies ContactResponse);
    }),
  ];
  return { handlers, sent };
}
