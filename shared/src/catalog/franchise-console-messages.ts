// The admin console's confirmations of franchise changes (product wording): each is a page's
// status line and its toast. The API's refusals (territoryOverlaps and the rest) stay in
// messages.ts; these are the console's own, kept apart so no other page downloads them.
export const franchiseCreated = (name: string) => `The franchise ${name} was created.`;
export const franchiseSaved = (name: string) => `The franchise ${name} was saved.`;
export const franchiseSuspended = (name: string) => `The franchise ${name} is suspended.`;
export const franchiseReactivated = (name: string) => `The franchise ${name} is active again.`;
// The franchise's shop switch (OrganizersMayShop): its label and what each save confirms.
export const organizersMayShopLabel = "Organizers of this franchise's schools may buy in the shop";
export const organizersMayShopOn = (name: string) => `Organizers of ${name}'s schools may now buy in the shop.`;
export const organizersMayShopOff = (name: string) =>
  `Organizers of ${name}'s schools may no longer buy in the shop.`;
