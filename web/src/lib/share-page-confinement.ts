// Parents share their children's pages (issue 13: "a Share page for the participant and the
// parent (per child)"), a page spec section 2's list of parent pages predates. The web allows a
// confined parent /share/<participantId> here, beside the shared lists; the API decides whether
// the parent may share for that participant (GetShareKit). To move into
// shared/src/auth/confinement.ts (the lists' home) with the lead's next change there.
import { confinedRedirect, confinementFor, type ConfinementSubject, type Place } from '@thon/shared/auth/confinement';

const sharePagePattern = /^\/share\/[^/]+\/?$/iu;

/** confinedRedirect, with the share page open to parents. */
export function confinedRedirectWithSharing(subject: ConfinementSubject, place: Place): string | undefined {
  if (confinementFor(subject)?.kind === 'parent' && sharePagePattern.test(place.pathname)) return undefined;
  return confinedRedirect(subject, place);
}
