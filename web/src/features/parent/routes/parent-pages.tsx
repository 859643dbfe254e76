// The parent's pages (spec section 2: the only pages a parent who is not a participant may
// visit). Headings only: their content arrives with the events feature.
function ParentPage({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · Thon`}</title>
      <h1>{title}</h1>
      <p>This page arrives with the events feature.</p>
    </>
  );
}

export function ParentDashboardPage() {
  return <ParentPage title="Parent dashboard" />;
}

export function AddParticipantPage() {
  return <ParentPage title="Add a participant" />;
}

export function MyPledgesPage() {
  return <ParentPage title="My pledges" />;
}
