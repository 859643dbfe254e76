// /organizer/thons/new: create a Thon, then go to its page (the route action redirects there).
import { CreateThonForm } from '@/features/events/components/create-thon-form';

export function NewThonPage() {
  return (
    <>
      <title>Create a Thon · Thon</title>
      <h1>Create a Thon</h1>
      <p className="lead">It starts as a draft: import participants, then make it live.</p>
      <CreateThonForm />
    </>
  );
}
