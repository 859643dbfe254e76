// The event page's prizes section, read by donors: the programme and the class challenges. English
// texts with {{placeholders}}, keys of the web's translation; their Spanish is in
// prize-donor-messages.es.ts. A module of its own: only the section's lazy chunk loads it.
export const prizeEventTexts = {
  // The event page's programme.
  prizesHeading: 'Prizes',
  howPrizesWork: 'How prizes work: {{once}} given once counts as {{perUnit}} a {{unit}}.',
  everyLevelEarned: 'Each level reached earns its prizes.',
  topLevelEarned: 'Each runner receives the prizes of the highest level reached.',
  levelThreshold: '{{amount}} a {{unit}}',
  registeredLevel: 'Every registered runner',
  prizesLoading: 'Loading the prizes…',
  prizesNotLoaded: 'The prizes could not be loaded.',
  // The event page's class challenges.
  challengesHeading: 'Class challenges',
  challengeReward: 'Reward: {{reward}}',
  participationGoal: 'Goal: {{target}}% of the class with a pledge',
  donorsGoal: 'Goal: {{target}} donors',
  perChildGoal: 'Goal: {{target}} per child',
  raisedGoal: 'Goal: {{target}} raised',
  participationFigure: '{{value}}% with a pledge',
  donorsFigure: 'Donors: {{value}}',
  perChildFigure: '{{value}} per child',
  raisedFigure: '{{value}} raised',
  classProgress: '{{team}}: progress toward {{challenge}}',
  challengeMet: 'Met',
} as const;
