// The student page's two layouts, chosen by the stored experiment variant. Both are mobile first
// and hold the same content: the photo placeholder (initials), the goal thermometer with the
// pledged estimate, the large Pledge button with suggested amounts, the figures, the prize level,
// the family's message and approved photo, recent supporters and sharing. The desktop variant puts
// the figures, the prize level and giving beside the story on a wide screen; the mobile variant
// stacks everything, leading with the thermometer and the button.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { GoalThermometer, InitialsAvatar } from '@/features/events/components/goal-thermometer';
import type { StudentPageData } from '@/features/participants/api/load-student-page';
import { FamilyNote, firstNameOf } from '@/features/prizes-public/components/family-note';
import { PrizeCard } from '@/features/prizes-public/components/prize-card';
import { PledgeCallToAction } from './pledge-call-to-action';
import { SharePanel } from './share-panel';
import { SupporterList } from './supporter-list';
import { useT, type Translate } from '../../../i18n/translation';

function Stats({ page }: { page: StudentPageData }) {
  const t = useT();
  return (
    <dl className="stat-list">
      <div>
        <dt>{t('Goal')}</dt>
        <dd>{formatDollars(page.Goal)}</dd>
      </div>
      <div>
        <dt>{t('Raised')}</dt>
        <dd>{formatDollars(page.Raised)}</dd>
      </div>
      {page.Pledged > 0 && (
        <div>
          <dt>{t('Pledged (estimate)')}</dt>
          <dd>{formatDollars(page.Pledged)}</dd>
        </div>
      )}
      <div>
        <dt>{t('Units completed')}</dt>
        <dd>{page.Units}</dd>
      </div>
    </dl>
  );
}

const intro = (page: StudentPageData, t: Translate) =>
  t('{{name}} is running to raise {{goal}} for their school.', {
    name: page.DisplayName,
    goal: formatDollars(page.Goal),
  });

function Header({ page }: { page: StudentPageData }) {
  return (
    <div className="donor-header">
      <InitialsAvatar name={page.DisplayName} />
      <h1 id="student-name">{page.DisplayName}</h1>
    </div>
  );
}

function Family({ page }: { page: StudentPageData }) {
  return (
    <FamilyNote
      firstName={firstNameOf(page.DisplayName)}
      message={page.FamilyMessage}
      photoUrl={page.PhotoUrl}
    />
  );
}

function Prize({ page }: { page: StudentPageData }) {
  return <PrizeCard prize={page.Prize} headingId="student-prize-heading" />;
}

function Thermometer({ page }: { page: StudentPageData }) {
  return (
    <GoalThermometer raised={page.Raised} goal={page.Goal} progress={page.Progress} pledged={page.Pledged} />
  );
}

export function StudentCardDesktop({ page }: { page: StudentPageData }) {
  const t = useT();
  return (
    <article
      className="student-card student-card-desktop donor-page donor-page-wide"
      data-variant="desktop"
      aria-labelledby="student-name"
    >
      <div className="student-card-main donor-page">
        <div className="donor-card">
          <Header page={page} />
          <p className="lead">{intro(page, t)}</p>
          <Thermometer page={page} />
        </div>
        <Family page={page} />
        <SupporterList supporters={page.Supporters} name={page.DisplayName} />
      </div>
      <div className="donor-page">
        <aside className="student-card-side donor-card" aria-label={t('Fundraising figures')}>
          <Stats page={page} />
        </aside>
        <Prize page={page} />
        <PledgeCallToAction
          participantId={page.ParticipantId}
          name={page.DisplayName}
          unitName={page.UnitName}
        />
        <SharePanel participantId={page.ParticipantId} displayName={page.DisplayName} />
      </div>
    </article>
  );
}

export function StudentCardMobile({ page }: { page: StudentPageData }) {
  const t = useT();
  return (
    <article
      className="student-card student-card-mobile donor-page"
      data-variant="mobile"
      aria-labelledby="student-name"
    >
      <div className="donor-card">
        <Header page={page} />
        <Thermometer page={page} />
        <p>{intro(page, t)}</p>
      </div>
      <Family page={page} />
      <PledgeCallToAction
        participantId={page.ParticipantId}
        name={page.DisplayName}
        unitName={page.UnitName}
      />
      <Prize page={page} />
      <section aria-label={t('Fundraising figures')} className="donor-card">
        <Stats page={page} />
      </section>
      <SupporterList supporters={page.Supporters} name={page.DisplayName} />
      <SharePanel participantId={page.ParticipantId} displayName={page.DisplayName} />
    </article>
  );
}
