// Who a Facebook access token belongs to, as Facebook itself answers. A port, so the sign-in rules
// are tested with a fake Graph and the domain never calls Facebook directly.
export interface FacebookProfile {
  /** The app-scoped user id: the provider key of the social account. */
  id: string;
  /** Absent when the person did not grant the email permission or has no confirmed email. */
  email?: string;
  firstName?: string;
  lastName?: string;
  pictureUrl?: string;
}

export interface FacebookGraph {
  /**
   * The profile the token belongs to, or undefined when Facebook refuses it, it was issued to
   * another app, or Facebook cannot be reached.
   */
  fetchProfile(accessToken: string): Promise<FacebookProfile | undefined>;
}
