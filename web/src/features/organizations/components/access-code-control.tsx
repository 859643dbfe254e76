// Whether an organization's participants sign in only with access codes: a switch whose every
// change is saved at once and confirmed (status line and toast).
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { Organization } from '../api/organization-calls';
import type { OrganizationActionRequest, OrganizationOutcome } from '../routes/organization-actions';

export function AccessCodeControl({ organization }: { organization: Organization }) {
  const { busy, answer, submit } = useActionFetcher<OrganizationOutcome>();
  const toggle = () => {
    if (busy) return;
    const request: OrganizationActionRequest = {
      intent: 'force-access-code',
      organizationId: organization.OrganizationId,
      force: !organization.ForceAccessCode,
    };
    void submit(request);
  };
  const status = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success' as const, message: answer.message }
      : { title: 'Error', message: answer.message };
  return (
    <section aria-labelledby="access-code-heading">
      <h2 id="access-code-heading">Sign-in</h2>
      <p>
        <button
          type="button"
          role="switch"
          className="button-secondary"
          aria-checked={organization.ForceAccessCode}
          aria-disabled={busy}
          onClick={toggle}
        >
          Participants sign in only with access codes
        </button>
      </p>
      <p className="muted">
        {organization.ForceAccessCode
          ? 'On: participants cannot sign in with a password.'
          : 'Off: participants may sign in with a password or an access code.'}
      </p>
      <FormStatus status={status} toastFor={answer} />
    </section>
  );
}
