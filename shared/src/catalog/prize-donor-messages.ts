// What donors and families read of a child's prize level and their family's part of the student
// page: the prize card of the student page and the parent dashboard, the family's message and
// photo. English texts with {{placeholders}}, used as the keys of the web's translation (web/src/i18n);
// their Spanish is prize-donor-messages.es.ts. Kept apart from messages.ts, and from the event
// page's (prize-event-messages.ts) and the dashboard controls' (family-page-messages.ts) wording,
// so the student page's first load carries these few only. The wording never presses a child: no
// count of what is left, no ranking.
export const prizeDonorTexts = {
  // The prize card.
  prizeCardHeading: 'Prize level',
  levelReached: 'Level reached: {{level}}',
  nextLevel: '{{perUnit}} more per {{unit}}, or {{once}} once, to reach the {{level}}',
  topLevelReached: 'Top level reached',
  // The family's part of the student page.
  familyMessageFrom: "A message from {{name}}'s family",
  photoOf: 'Photo of {{name}}',
} as const;
