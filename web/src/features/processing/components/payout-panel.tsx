// The Thon page's payments section: the organization's payout account (Stripe Connect)
// and the Thon's pledge settings. "Connect payout account" asks the API for the provider's
// onboarding link and leaves for it; the provider sends the organizer back to this page
// (?payout=return, or ?payout=refresh when the link expired), where the settings are read again
// and the API asks the provider whether the account is enabled. A Thon goes live only once it is.
// The minimums (and the commission, for a super admin or franchisee user) are saved with
// UpdatePledgeSettings, checked first with the API's own schema, and confirmed with a toast.
// The section reads its settings itself (only it needs them, so the page's loader does not wait on
// them); both changes post to the Thon page's action through fetchers, as every form does.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updatePledgeSettingsRequestSchema } from '@thon/shared/api/schemas/pledges';
import { maxCommissionPercent } from '@thon/shared/catalog/donations';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { payoutStatusLabels } from '@/components/payout-status';
import { ApiError } from '@/lib/api-client';
import { loadPledgeSettings, type PledgeSettings, type PledgeSettingsChanges } from '../api/pledge-settings';
import type { OnboardingStarted, PledgeSettingsSaved, ProcessingRequest } from '../routes/processing-actions';

export const settingsSaved = 'Pledge settings saved.';
export const settingsNotLoaded = 'The payment settings could not be loaded. Please reload the page.';

/** What each payout status means for the organizer, and the button that moves it on. */
export const payoutStatusText = {
  NotConnected:
    'Your organization has no payout account yet. Connect one so this Thon can go live and donors can pay.',
  Pending:
    'Your payout account is not approved yet. Finish onboarding if the payment provider asks for more details.',
  Enabled: 'Your organization can receive payments.',
} as const;

export const onboardingExpired = 'The onboarding link expired. Continue onboarding for a new one.';

const payoutButtonLabels = {
  NotConnected: 'Connect payout account',
  Pending: 'Continue onboarding',
} as const;

const refusal = (message: string): FormStatusValue => ({ title: 'Error', message });

/** Where the provider sent the organizer back from, if it did (?payout=return|refresh). */
function returnedFrom(): string | null {
  return new URLSearchParams(globalThis.location.search).get('payout');
}

export function PayoutPanel({ eventId }: { eventId: string }) {
  const [settings, setSettings] = useState<PledgeSettings | undefined>();
  const [loadFailure, setLoadFailure] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    loadPledgeSettings(eventId, controller.signal).then(
      (loaded) => {
        setSettings(loaded);
        setLoadFailure(undefined);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadFailure(error instanceof ApiError ? error.message : settingsNotLoaded);
      },
    );
    return () => controller.abort();
  }, [eventId]);

  return (
    <section aria-labelledby="payments-heading" className="section">
      <h2 id="payments-heading">Payments</h2>
      {settings ? (
        <>
          <PayoutAccount payout={settings.Payout} />
          <PledgeSettingsForm settings={settings} onSaved={setSettings} />
        </>
      ) : loadFailure ? (
        <FormStatus status={{ message: loadFailure }} />
      ) : (
        <p>Loading payment settings…</p>
      )}
    </section>
  );
}

function PayoutAccount({ payout }: { payout: PledgeSettings['Payout'] }) {
  const { busy: asking, answer, submit } = useActionFetcher<OnboardingStarted>();
  // The expired-link note stands until the organizer asks for a new link.
  const [expired, setExpired] = useState(payout.Status === 'Pending' && returnedFrom() === 'refresh');
  // With the link in hand the page is leaving: the button stays busy until it has gone.
  const busy = asking || answer?.ok === true;
  const status: FormStatusValue =
    answer && !answer.ok ? refusal(answer.message) : expired ? { message: onboardingExpired } : noStatus;

  useEffect(() => {
    if (answer?.ok) window.location.assign(answer.url);
  }, [answer]);

  const connect = () => {
    if (busy) return;
    setExpired(false);
    const request: ProcessingRequest = { intent: 'start-payout-onboarding' };
    void submit(request);
  };

  return (
    <div className="payout-account">
      <h3>Payout account</h3>
      <p>
        Status: <strong>{payoutStatusLabels[payout.Status]}</strong>
      </p>
      <p>{payoutStatusText[payout.Status]}</p>
      {payout.Status !== 'Enabled' && (
        <button type="button" aria-disabled={busy} onClick={connect}>
          {busy ? 'Opening onboarding…' : payoutButtonLabels[payout.Status]}
        </button>
      )}
      <FormStatus status={status} />
    </div>
  );
}

type FormValues = PledgeSettingsChanges;

function formValues(settings: PledgeSettings): FormValues {
  return {
    InitialPledgeMinimum: settings.InitialPledgeMinimum,
    OneTimeGiftMinimum: settings.OneTimeGiftMinimum,
    TaxStatement: settings.TaxStatement,
    ...(settings.CanEditCommission ? { CommissionPercent: settings.CommissionPercent } : {}),
  };
}

function PledgeSettingsForm({
  settings,
  onSaved,
}: {
  settings: PledgeSettings;
  onSaved: (settings: PledgeSettings) => void;
}) {
  const { busy, answer, note, say, submit } = useActionFetcher<PledgeSettingsSaved>();
  const status: FormStatusValue =
    note ??
    (!answer ? noStatus : answer.ok ? { tone: 'success', message: settingsSaved } : refusal(answer.message));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(updatePledgeSettingsRequestSchema),
    defaultValues: formValues(settings),
  });
  useEffect(() => reset(formValues(settings)), [settings, reset]);
  // The saved settings, as the API answered them, become the form's (and the payout account's).
  useEffect(() => {
    if (answer?.ok) onSaved(answer.settings);
  }, [answer, onSaved]);

  const onSubmit = handleSubmit(
    (changes: PledgeSettingsChanges) => {
      const request: ProcessingRequest = { intent: 'save-pledge-settings', changes };
      void submit(request);
    },
    () => say({ message: reviewRequiredFields }),
  );
  const numberField = (name: keyof FormValues) => ({
    registration: register(name, { valueAsNumber: true }),
    error: errors[name]?.message,
  });

  return (
    <>
      <h3>Pledge settings</h3>
      {!settings.CanEditCommission && (
        <p>{`The platform's commission on this Thon is ${settings.CommissionPercent}%.`}</p>
      )}
      <GuardedForm
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Save pledge settings"
        busyLabel="Saving…"
        after={<FormStatus status={status} toastFor={answer} />}
      >
        <TextField
          label="Minimum rate per unit (US dollars)"
          hint="The least a donor may pledge per unit."
          inputMode="decimal"
          {...numberField('InitialPledgeMinimum')}
        />
        <TextField
          label="Minimum one-time gift (US dollars)"
          inputMode="decimal"
          {...numberField('OneTimeGiftMinimum')}
        />
        <TextField
          label="Tax statement on receipts (optional)"
          hint="For example: Maple PTA is a 501(c)(3) organization, EIN 12-3456789. Printed on every receipt."
          registration={register('TaxStatement')}
          error={errors.TaxStatement?.message}
        />
        {settings.CanEditCommission && (
          <TextField
            label="Commission (percent)"
            hint={`What the platform keeps of each pledge, at most ${maxCommissionPercent}%.`}
            inputMode="decimal"
            {...numberField('CommissionPercent')}
          />
        )}
      </GuardedForm>
    </>
  );
}
