// /organizer/thons/new: create a Thon, then go to its page (the route action redirects there). From
// an organization's console page the Thon is that organization's.
import { useLoaderData } from 'react-router';
import { CreateThonForm } from '@/features/events/components/create-thon-form';
import type { NewThonView } from './new-thon-loader';

export function NewThonPage() {
  const { organization } = useLoaderData() as NewThonView;
  return (
    <>
      <title>Create a Thon · Thon</title>
      <h1>Create a Thon</h1>
      <p className="lead">It starts as a draft: import participants, then make it live.</p>
      {organization && <p>For {organization.Name}.</p>}
      {/* Keyed by organization: another organization's link starts a fresh form. */}
      <CreateThonForm key={organization?.OrganizationId ?? ''} organization={organization ?? undefined} />
    </>
  );
}
