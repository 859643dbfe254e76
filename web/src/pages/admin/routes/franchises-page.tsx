// /admin/franchises: every franchise, a page at a time, and the way to create another.
import { Link, useLoaderData } from 'react-router';
import { FranchiseList } from '@/features/franchises/components/franchise-list';
import type { FranchiseList as FranchisePage } from '@/features/franchises/api/franchise-calls';

export function FranchisesPage() {
  const firstPage = useLoaderData() as FranchisePage;
  return (
    <>
      <title>Franchises · Admin console · Thon</title>
      <h1>Franchises</h1>
      <p>
        <Link className="button-link" to="/admin/franchises/new">
          Create a franchise
        </Link>
      </p>
      <FranchiseList firstPage={firstPage} />
    </>
  );
}
