// /contact: write to support. Visitors and signed-in people alike; the form is in
// components/contact-form.tsx.
import { useLoaderData } from 'react-router';
import { useSession } from '../../../lib/session-route';
import type { ContactFormData } from '../api/contact-calls';
import { ContactForm } from '../components/contact-form';
import { useT } from '../../../i18n/translation';

export function ContactPage() {
  const { issueTypes, issueTypesError } = useLoaderData() as ContactFormData;
  const session = useSession();
  const t = useT();
  return (
    <>
      <title>{`${t('Contact and support')} · Thon`}</title>
      <h1>{t('Contact and support')}</h1>
      <p className="lead">
        {t(
          'A question about a Thon, a pledge or your account, or something that does not work? Write to us: support answers by email, and you get a copy of your message.',
        )}
      </p>
      <ContactForm issueTypes={issueTypes} issueTypesError={issueTypesError} session={session} />
    </>
  );
}
