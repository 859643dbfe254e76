// A Facebook Graph a test fills (domain/ports/facebook.ts): each access token it knows answers
// its profile; any other token is refused, as Facebook refuses an invalid or foreign one.
import type { FacebookGraph, FacebookProfile } from '../../../src/domain/ports/facebook';

export class FakeFacebookGraph implements FacebookGraph {
  readonly profiles = new Map<string, FacebookProfile>();
  /** Tokens asked about, in order: a test sees whether Facebook was asked at all. */
  readonly asked: string[] = [];

  fetchProfile = (accessToken: string) => {
    this.asked.push(accessToken);
    return Promise.resolve(this.profiles.get(accessToken));
  };
}
