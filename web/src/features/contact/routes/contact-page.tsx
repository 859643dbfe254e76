// /contact (issue 15): write to support. Visitors and signed-in people alike; the form is in
// components/contact-form.tsx.
import { useLoaderData } from 'react-router';
import { useSession } from '../../../lib/session-route';
import type { ContactFormData } from '../api/contact-calls';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { issueTypes, issueTypesError } = useLoaderData() as ContactFormData;
  const session = useSession();
  return (
    <>
      <title>Contact and support · Thon</title>
      <h1>Contact and support</h1>
      <p className="lead">
        A question about a Thon, a pledge or your account, or something that does not work? Write to us:
        support answers by email, and you get a copy of your message.
      </p>
      <ContactForm issueTypes={issueTypes} issueTypesError={issueTypesError} session={session} />
    </>
  );
}
