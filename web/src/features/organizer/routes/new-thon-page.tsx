// /organizer/thons/new: create a Thon, then go to its page.
import { useNavigate } from 'react-router';
import { CreateThonForm } from '../components/create-thon-form';

export function NewThonPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>Create a Thon · Thon</title>
      <h1>Create a Thon</h1>
      <p className="lead">It starts as a draft: import participants, then make it live.</p>
      <CreateThonForm
        onCreated={(eventId) => void navigate(`/organizer/thons/${encodeURIComponent(eventId)}`)}
      />
    </>
  );
}
