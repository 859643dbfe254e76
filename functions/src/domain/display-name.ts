// The name a child or a donor goes by wherever someone else reads it (public pages, supporters,
// receipts, share cards): first name and last initial, never the whole surname. Public pages and
// pledges both need it, so it lives apart from either of them.
export const displayName = (firstName: string, lastName: string) =>
  lastName.trim() ? `${firstName} ${lastName.trim().charAt(0).toUpperCase()}.` : firstName;
