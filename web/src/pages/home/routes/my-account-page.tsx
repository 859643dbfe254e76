// /Home/MyAccount: where sign-in lands (spec section 2). It greets the user, then leads each role
// to what it does first: a participant to their student page, a parent to the dashboard, a
// teacher to the class, an organizer or super admin to their Thons or a new one, a vendor to the shop.
import { Link, useLoaderData } from 'react-router';
import type { Session } from '@thon/shared/api/schemas/session';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { ParticipantPledgeList } from '@/features/pledges/signed-in/participant-pledges';
import { writesOwnPage } from '@thon/shared/prizes/own-page-grade';
import { PageMessageEditor } from '@/features/prizes-public/components/page-message-editor';
import { ProgressMeter } from '../../../components/progress-meter';
import { useSignedInSession } from '../../../lib/session-route';
import type { MyAccountData } from '@/features/participants/api/load-my-account';
import { ClearCacheButton } from '../components/clear-cache-button';
import { SsoHandoffButton } from '../components/sso-handoff-button';

interface NextStep {
  to: string;
  label: string;
  why: string;
}

function nextSteps(session: Session, isTeacher: boolean): NextStep[] {
  const steps: NextStep[] = [];
  if (session.Role === 'parent') {
    steps.push({
      to: '/parent/dashboard',
      label: 'Go to your parent dashboard',
      why: 'See your children, their goals and what they have raised.',
    });
  }
  if (isTeacher || session.Role === 'teacher') {
    steps.push({
      to: '/teacher/class',
      label: 'Open your class',
      why: 'See your students and record their laps.',
    });
  }
  if (session.Role === 'super-admin' || session.Role === 'organizer') {
    steps.push({
      to: '/organizer/thons',
      label: 'My Thons',
      why: 'See the Thons you run and open one to manage it.',
    });
    steps.push({
      to: '/organizer/thons/new',
      label: 'Create a Thon',
      why: 'Set up a fun run, import participants and hand out access codes.',
    });
  }
  if (session.Role === 'super-admin' || session.Role === 'organizer' || session.Role === 'team-leader') {
    steps.push({
      to: '/landingpages',
      label: 'Landing pages',
      why: 'A page of your own at a short address, with a photo, your story and a video.',
    });
  }
  if (session.Role === 'franchisee-user') {
    steps.push({
      to: '/admin',
      label: 'Franchise dashboard',
      why: 'Your Thons, what they raised and what needs your attention.',
    });
  }
  if (session.Role === 'franchisee-team-leader') {
    steps.push({
      to: '/organizer/thons',
      label: 'My Thons',
      why: 'The Thons you are assigned to: record units and look after participants.',
    });
  }
  if (session.Role === 'franchisee-user' || session.Role === 'franchisee-team-leader') {
    steps.push({
      to: '/shop/franchiseecalander',
      label: 'Franchise calendar',
      why: "Every Thon of your franchise by month, and a feed for your phone's calendar.",
    });
  }
  if (session.Role === 'vendor') {
    steps.push({ to: '/shop', label: 'Go to the shop', why: 'Manage your products and orders.' });
  }
  return steps;
}

function ParticipantSummary({ participant }: { participant: MyAccountData['participants'][number] }) {
  const { entry, page } = participant;
  const name = `${entry.FirstName} ${entry.LastName}`.trim();
  return (
    <li className="card">
      <h3>{name}</h3>
      {page ? (
        <>
          <p>
            Goal {formatDollars(page.Goal)} · raised {formatDollars(page.Raised)} · {page.Units} units
          </p>
          <ProgressMeter
            raised={page.Raised}
            goal={page.Goal}
            progress={page.Progress}
            label={`Progress of ${name}`}
          />
        </>
      ) : (
        <p>Goal {formatDollars(entry.Goal)}</p>
      )}
      <p>
        <Link to={`/student/${encodeURIComponent(entry.ParticipantId)}`}>
          View {entry.FirstName}’s student page
        </Link>
      </p>
      {page && (
        <p>
          <Link to={`/share/${encodeURIComponent(entry.ParticipantId)}`}>Share {entry.FirstName}’s page</Link>
        </p>
      )}
      {page && writesOwnPage(entry.Grade ?? undefined) && (
        // From grade 8 a participant writes their own page's message (the server holds the rule).
        // The public page omits a message the organizer hid, so the box starts from what donors see.
        <PageMessageEditor
          participantId={entry.ParticipantId}
          firstName={entry.FirstName}
          message={page.FamilyMessage}
          hidden={false}
        />
      )}
      <ParticipantPledgeList participantId={entry.ParticipantId} heading="Your pledges" headingLevel={4} />
    </li>
  );
}

export function MyAccountPage() {
  const session = useSignedInSession();
  const data = useLoaderData() as MyAccountData;
  const name = `${session.FirstName} ${session.LastName}`.trim();
  const role = session.ApplicationRole || session.Role;
  const steps = nextSteps(session, data.isTeacher);
  const isParent = session.Role === 'parent';
  const isSuperAdmin = session.Role === 'super-admin';
  return (
    <>
      <title>My account · Thon</title>
      <h1>Welcome, {name || 'there'}</h1>
      <p>
        You are signed in as <strong>{role}</strong>.
      </p>
      {steps.length > 0 && (
        <section aria-labelledby="next-heading">
          <h2 id="next-heading">Start here</h2>
          <ul className="next-steps">
            {steps.map((step) => (
              <li key={step.to}>
                <Link className="button-link" to={step.to}>
                  {step.label}
                </Link>{' '}
                <span className="muted">{step.why}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.participantsError && (
        <p role="alert">Your participants could not be loaded: {data.participantsError}</p>
      )}
      {!isParent && data.participants.length > 0 && (
        <section aria-labelledby="participants-heading">
          <h2 id="participants-heading">Your student page</h2>
          <ul className="card-list">
            {data.participants.map((participant) => (
              <ParticipantSummary key={participant.entry.ParticipantId} participant={participant} />
            ))}
          </ul>
        </section>
      )}
      {isSuperAdmin && (
        <section aria-labelledby="other-site-heading">
          <h2 id="other-site-heading">Other site</h2>
          <p>Open the other Thon site already signed in. The link works once and only for a minute.</p>
          <SsoHandoffButton />
        </section>
      )}
      {isSuperAdmin && (
        <section aria-labelledby="caches-heading">
          <h2 id="caches-heading">Public pages</h2>
          <p>Donors see cached copies of event and student pages for up to a minute after a change.</p>
          <ClearCacheButton />
        </section>
      )}
      <section aria-labelledby="help-heading">
        <h2 id="help-heading">Help</h2>
        <p>
          <Link to="/contact">Contact and support</Link>{' '}
          <span className="muted">Ask a question, report a problem or send us an idea.</span>
        </p>
      </section>
    </>
  );
}
