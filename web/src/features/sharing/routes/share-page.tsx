// /share/:participantId: the participant, their parents, the class teacher or team
// leader and organizers share a participant's page. Progress toward the goal of 20 shares, the
// share buttons, invitations by email (up to 100) and text (up to 30) with a preview of what people
// receive, and everyone invited so far. The API decides who may open it (GetShareKit). Invitations
// go in the visitor's language (our default templates and the footer; an event's own templates as
// written), and the previews are rendered in it.
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { maxEmailRecipients, maxSmsRecipients } from '@thon/shared/catalog/limits';
import { invalidEmailFormat, mobileNumberLength } from '@thon/shared/catalog/messages';
import {
  invitesSent,
  notAMobileNumber,
  notAnEmailAddress,
  sharesTowardGoal,
  tooManyEmailRecipients,
  tooManySmsRecipients,
} from '@thon/shared/catalog/sharing-messages';
import { isEmailAddress, normalizeMobile } from '@thon/shared/sharing/recipients';
import { ProgressMeter } from '../../../components/progress-meter';
import { ShareButtons } from '../components/share-buttons';
import type { ShareKit } from '../api/share-kit-calls';
import { InviteForm } from '../components/invite-form';
import { InviteList } from '../components/invite-list';
import { initialLanguage } from '../../../i18n/languages';
import { useLanguage } from '../../../i18n/translation';

const isMobileNumber = (entry: string) => normalizeMobile(entry) !== undefined;

export function SharePage() {
  const kit = useLoaderData() as ShareKit;
  const revalidator = useRevalidator();
  // A recorded share moves the count at once; a reload of the kit brings the server's figure.
  const [recorded, setRecorded] = useState<{ from: ShareKit; count: number } | undefined>(undefined);
  const sharesCount = recorded?.from === kit ? Math.max(recorded.count, kit.SharesCount) : kit.SharesCount;
  const progress = kit.ShareGoal > 0 ? Math.min(100, Math.round((sharesCount / kit.ShareGoal) * 100)) : 0;
  const { language } = useLanguage();
  // A language chosen on this page: reload the kit so the previews match what will be sent (the
  // loader reads the remembered choice; when the device cannot remember it, the sends still follow).
  const kitIsStale = kit.Language !== language && initialLanguage() === language;
  useEffect(() => {
    if (kitIsStale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [kitIsStale, revalidator]);
  const guestShare = useMemo(() => ({ Text: kit.Rendered.GuestShare, Links: kit.Links }), [kit]);

  return (
    <>
      <title>{`Share ${kit.ParticipantName}'s page · Thon`}</title>
      <h1>{`Share ${kit.ParticipantName}'s page`}</h1>
      <p className="lead">{kit.EventName}</p>

      <section aria-labelledby="share-goal-heading" className="section">
        <h2 id="share-goal-heading">Shares</h2>
        <ProgressMeter
          raised={0}
          goal={0}
          progress={progress}
          label="Shares toward the goal"
          caption={<p>{sharesTowardGoal(sharesCount, kit.ShareGoal)}</p>}
        />
        <ShareButtons
          participantId={kit.ParticipantId}
          content={guestShare}
          onRecorded={(count) => setRecorded({ from: kit, count })}
        />
        <p className="muted">
          Page link: <a href={kit.Links.link}>{kit.PageUrl}</a>
        </p>
      </section>

      <section aria-labelledby="email-invites-heading" className="section">
        <h2 id="email-invites-heading">Invite by email</h2>
        <InviteForm
          kind="email"
          label="Email addresses"
          hint="Paste or type addresses, separated by commas, semicolons or new lines."
          max={maxEmailRecipients}
          isValid={isEmailAddress}
          invalidMessage={notAnEmailAddress}
          blockMessage={invalidEmailFormat}
          tooManyMessage={tooManyEmailRecipients}
          withNote
          remainingToday={kit.RemainingToday.Email}
          canSend={kit.CanSend}
          preview={(note) => (
            <>
              <p>
                <strong>Subject:</strong> {kit.Rendered.EmailSubject}
              </p>
              <div className="message-body">
                {note && <p>{note}</p>}
                <p style={{ whiteSpace: 'pre-wrap' }}>{kit.Rendered.EmailBody}</p>
              </div>
            </>
          )}
          request={(recipients, note, idempotencyKey) => ({
            intent: 'email-invites',
            idempotencyKey,
            body: {
              ParticipantId: kit.ParticipantId,
              Recipients: recipients,
              ...(note ? { PersonalNote: note } : {}),
              Language: language,
            },
          })}
          sentMessage={(answer) => invitesSent(answer.Sent, answer.Skipped)}
        />
      </section>

      <section aria-labelledby="sms-invites-heading" className="section">
        <h2 id="sms-invites-heading">Invite by text message</h2>
        <InviteForm
          kind="text"
          label="Mobile numbers"
          hint="Paste or type 10-digit US mobile numbers, separated by commas, semicolons or new lines."
          max={maxSmsRecipients}
          isValid={isMobileNumber}
          invalidMessage={notAMobileNumber}
          blockMessage={mobileNumberLength}
          tooManyMessage={tooManySmsRecipients}
          remainingToday={kit.RemainingToday.Sms}
          canSend={kit.CanSend}
          preview={() => <p style={{ whiteSpace: 'pre-wrap' }}>{kit.Rendered.Sms}</p>}
          request={(recipients, _note, idempotencyKey) => ({
            intent: 'sms-invites',
            idempotencyKey,
            body: { ParticipantId: kit.ParticipantId, Recipients: recipients, Language: language },
          })}
          sentMessage={(answer) => invitesSent(answer.Sent, answer.Skipped)}
        />
      </section>

      <section aria-labelledby="invite-list-heading" className="section">
        <h2 id="invite-list-heading">{`Invited so far (${kit.Invites.length})`}</h2>
        <InviteList invites={kit.Invites} />
      </section>
    </>
  );
}
