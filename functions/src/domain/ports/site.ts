// Where the web app is served (the origin links in emails, share texts and hand-offs point to). A
// port, so the domain reads no environment and a test names its own origin.
export interface Site {
  webOrigin(): string;
  /** The admin host's origin (single sign-on hands a signed-in user over between the two). */
  adminOrigin(): string;
}
