// /student/:participantId, a student's public page for donors, in the layout the participant's
// experiment variant picks. A visit from a campaign link is recorded once with its tracking.
import { useLoaderData } from 'react-router';
import { useCampaignVisit } from '../../../lib/use-campaign-visit';
import type { StudentPageData } from '@/features/participants/api/load-student-page';
import { StudentCardDesktop, StudentCardMobile } from '../components/student-card';
import { useT } from '../../../i18n/translation';

export function StudentPage() {
  const page = useLoaderData() as StudentPageData | undefined;
  const t = useT();
  if (!page) {
    return (
      <>
        <title>{`${t('Student not found')} · Thon`}</title>
        <h1>{t('Student not found')}</h1>
        <p role="alert">{t('This student page does not exist. Check the link you were sent.')}</p>
      </>
    );
  }
  return <FoundStudentPage page={page} />;
}

function FoundStudentPage({ page }: { page: StudentPageData }) {
  useCampaignVisit(page.EventId, page.ParticipantId);
  return (
    <>
      <title>{`${page.DisplayName} · Thon`}</title>
      {page.StudentPageVariant === 'mobile' ? (
        <StudentCardMobile page={page} />
      ) : (
        <StudentCardDesktop page={page} />
      )}
    </>
  );
}
