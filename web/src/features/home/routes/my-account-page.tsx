// /Home/MyAccount: where sign-in lands (spec section 2). It greets the user; what each role does
// next (participants, teacher page, events) arrives with the events work, which will make the
// calls accountLoadingPlan chooses.
import { accountLoadingPlan } from '../../../lib/account-loading-plan';
import { useSignedInSession } from '../../../lib/session-route';
import { SsoHandoffButton } from '../components/sso-handoff-button';

export function MyAccountPage() {
  const session = useSignedInSession();
  const plan = accountLoadingPlan(session);
  const name = `${session.FirstName} ${session.LastName}`.trim();
  return (
    <>
      <title>My account · Thon</title>
      <h1>Welcome, {name || 'there'}</h1>
      <p>
        You are signed in as <strong>{session.ApplicationRole || session.Role}</strong>.
      </p>
      <p>
        What you can do next as {session.ApplicationRole || session.Role} (your events, participants and
        pledges) arrives with the events feature.
      </p>
      {plan.participants.kind !== 'none' && (
        <p>Your participants will be listed here once that feature arrives.</p>
      )}
      {session.IsSuperAdmin && (
        <section aria-labelledby="other-site-heading">
          <h2 id="other-site-heading">Other site</h2>
          <p>Open the other Thon site already signed in. The link works once and only for a minute.</p>
          <SsoHandoffButton />
        </section>
      )}
    </>
  );
}
