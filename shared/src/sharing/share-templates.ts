// The three share templates of spec section 9 (email, SMS, guest share) with their placeholders.
// The spec gives no wording, so the defaults are ours: short, warm, fit for a school. Organizers
// may edit them per event (UpdateEventTemplates); the share page and the API render them with the
// same function, so the preview is exactly what is sent.
export const placeholders = [
  'ParticipantName',
  'EventName',
  'EventUrl',
  'UnitName',
  'MinUnits',
  'MaxUnits',
] as const;
export type Placeholder = (typeof placeholders)[number];
export type PlaceholderValues = Record<Placeholder, string>;

export interface ShareTemplates {
  EmailSubject: string;
  EmailBody: string;
  Sms: string;
  GuestShare: string;
}

export const defaultShareTemplates: ShareTemplates = {
  EmailSubject: 'Will you sponsor {ParticipantName} in {EventName}?',
  EmailBody: [
    'Hello!',
    "{ParticipantName} is taking part in {EventName}, our school's fun run fundraiser, and is aiming for up to {MaxUnits} {UnitName}.",
    'You can sponsor {ParticipantName} for each of the {UnitName} or give a one-time gift. Every dollar goes to the school, and you will see exactly where it goes before you pay.',
    'Sponsor {ParticipantName} here: {EventUrl}',
    'Thank you for your support!',
  ].join('\n\n'),
  Sms: '{ParticipantName} is running in {EventName}! Sponsor per {UnitName} or give once: {EventUrl}',
  GuestShare: 'I just sponsored {ParticipantName} in {EventName}. Join me and help their school: {EventUrl}',
};

/** Longest text each template may hold (an SMS of two segments leaves room for the link). */
export const templateMaxLengths: Record<keyof ShareTemplates, number> = {
  EmailSubject: 150,
  EmailBody: 3000,
  Sms: 300,
  GuestShare: 500,
};

/** Templates that must carry the link, or the invitation leads nowhere. */
export const templatesNeedingLink: readonly (keyof ShareTemplates)[] = ['EmailBody', 'Sms', 'GuestShare'];

const placeholderPattern = /\{([A-Za-z]+)\}/gu;

/** The template with each known placeholder replaced; unknown ones stay as typed. */
export function renderTemplate(template: string, values: PlaceholderValues): string {
  return template.replace(placeholderPattern, (whole, name: string) =>
    (placeholders as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
  );
}

/** Placeholders in the template that are not ours (a typo such as {EventURL}). */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(placeholderPattern)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(placeholders as readonly string[]).includes(name));
}

/** Template ids for campaign tracking: the kind and the event's template version (0: our defaults). */
export const templateKinds = { email: 'email', sms: 'sms', guest: 'guest', reminder: 'reminder' } as const;
export const templateId = (kind: keyof typeof templateKinds, version: number) => `${kind}-v${version}`;
