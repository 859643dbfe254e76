// The family's part of a student page: their message, quoted under "A message from Maya's family",
// and the photo the organizer approved. The API sends neither when there is none, the message is
// hidden or the photo is not approved yet, and then nothing shows.
import { prizeDonorTexts as texts } from '@thon/shared/catalog/prize-donor-messages';
import { useT } from '@/i18n/translation';
import '../prizes-public.css';

export function FamilyNote({
  firstName,
  message,
  photoUrl,
}: {
  /** The child's first name, as their page shows it. */
  firstName: string;
  message?: string | undefined;
  photoUrl?: string | undefined;
}) {
  const t = useT();
  if (!message && !photoUrl) return null;
  return (
    // A photo alone is named by its alt text; the heading introduces a message.
    <section
      className="donor-card family-note"
      {...(message
        ? { 'aria-labelledby': 'family-note-heading' }
        : { 'aria-label': t(texts.photoOf, { name: firstName }) })}
    >
      {message && <h2 id="family-note-heading">{t(texts.familyMessageFrom, { name: firstName })}</h2>}
      {photoUrl && (
        <img
          className="family-photo"
          src={photoUrl}
          alt={t(texts.photoOf, { name: firstName })}
          width={480}
          height={480}
        />
      )}
      {message && (
        <blockquote>
          <p>{message}</p>
        </blockquote>
      )}
    </section>
  );
}

/** The first name of a page's display name ("Maya R." → "Maya"). */
export function firstNameOf(displayName: string): string {
  return displayName.trim().split(/\s+/u)[0] ?? displayName;
}
