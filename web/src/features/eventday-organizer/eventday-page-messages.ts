// What the organizer's event-day page says of its own (English only: organizers' pages are). The
// API's refusals are its own messages (shared/src/catalog/eventday-messages.ts), shown as they come.

export const bibsReady = (count: number) =>
  count === 1 ? 'One bib is ready to print.' : `${count} bibs are ready to print.`;
export const noBibsToPrint = 'No runners to print: import participants into this class first.';
export const bibReplaced = (name: string) =>
  `${name} has a new bib: the old one no longer counts. Print the new one below.`;
export const countingCodeCreated = (label: string) => `Counting code made for ${label}.`;
export const countingCodeRevokedFor = (label: string) => `The counting code for ${label} no longer works.`;
export const lapCountCorrected = (name: string, laps: number) =>
  `${name} now has ${laps} ${laps === 1 ? 'lap' : 'laps'}.`;
export const cooldownSaved = (seconds: number) =>
  `Scans of a runner within ${seconds} seconds now count once.`;
export const linkCopied = 'Link copied.';
export const linkNotCopied = 'The link could not be copied: select it and copy it by hand.';
export const runnerLapsNotLoaded = "This runner's laps could not be loaded. Please try again.";
