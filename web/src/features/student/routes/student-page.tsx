// /student/:participantId, a student's public page for donors, in the layout the participant's
// experiment variant picks. A visit from a campaign link is recorded once with its tracking.
import { useEffect, useRef } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { campaignFromSearch, recordVisit } from '../api/campaign-tracking';
import type { StudentPageData } from '../../../lib/load-student-page';
import { StudentCardDesktop, StudentCardMobile } from '../components/student-card';

function useCampaignVisit(page: StudentPageData) {
  const { search } = useLocation();
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    const campaign = campaignFromSearch(search);
    const key = `${page.ParticipantId}?${search}`;
    if (!campaign || recorded.current === key) return;
    recorded.current = key;
    // Tracking never stands in the donor's way: a failed record is not shown.
    recordVisit({ EventId: page.EventId, ParticipantId: page.ParticipantId, ...campaign }).catch(
      () => undefined,
    );
  }, [page.EventId, page.ParticipantId, search]);
}

export function StudentPage() {
  const page = useLoaderData() as StudentPageData | undefined;
  if (!page) {
    return (
      <>
        <title>Student not found · Thon</title>
        <h1>Student not found</h1>
        <p role="alert">This student page does not exist. Check the link you were sent.</p>
      </>
    );
  }
  return <FoundStudentPage page={page} />;
}

function FoundStudentPage({ page }: { page: StudentPageData }) {
  useCampaignVisit(page);
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
