// /admin/franchises/new: a new franchise; saving opens its page.
import { Link } from 'react-router';
import { FranchiseForm } from '@/features/franchises/components/franchise-form';

export function NewFranchisePage() {
  return (
    <>
      <title>New franchise · Admin console · Thon</title>
      <p>
        <Link to="/admin/franchises">Back to franchises</Link>
      </p>
      <h1>New franchise</h1>
      <FranchiseForm />
    </>
  );
}
