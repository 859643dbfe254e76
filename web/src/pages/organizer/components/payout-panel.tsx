// The Thon page's payments section: the organization's payout account (Stripe Connect)
// and the Thon's pledge settings. "Connect payout account" asks the API for the provider's
// onboarding link and leaves for it; the provider sends the organizer back to this page
// (?payout=return, or ?payout=refresh when the link expired), where the settings are read again
// and the API asks the provider whether the account is enabled. A Thon goes live only once it is.
// The minimums (and the commission, for a super admin or franchisee user) are saved with
// UpdatePledgeSettings, checked first with the API's own schema, and confirmed with a toast.
// The section reads and writes its own calls: the Thon page's loader and action are the page's.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updatePledgeSettingsRequestSchema } from '@thon/shared/api/schemas/pledges';
import { maxCommissionPercent } from '@thon/shared/catalog/donations';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/show-toast';
import {
  loadPledgeSettings,
  savePledgeSettings,
  startPayoutOnboarding,
  type PledgeSettings,
  type PledgeSettingsChanges,
} from '../api/pledge-settings';

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

const refusal = (error: unknown): FormStatusValue => {
  if (error instanceof ApiError) return { title: 'Error', message: error.message };
  throw error;
};

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
          <PayoutAccount eventId={eventId} payout={settings.Payout} />
          <PledgeSettingsForm eventId={eventId} settings={settings} onSaved={setSettings} />
        </>
      ) : loadFailure ? (
        <FormStatus status={{ message: loadFailure }} />
      ) : (
        <p>Loading payment settings…</p>
      )}
    </section>
  );
}

function PayoutAccount({ eventId, payout }: { eventId: string; payout: PledgeSettings['Payout'] }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(
    payout.Status === 'Pending' && returnedFrom() === 'refresh' ? { message: onboardingExpired } : noStatus,
  );

  const connect = async () => {
    if (busy) return;
    setBusy(true);
    setStatus(noStatus);
    try {
      const { Url } = await startPayoutOnboarding(eventId);
      window.location.assign(Url);
    } catch (error) {
      setStatus(refusal(error));
      setBusy(false);
    }
  };

  return (
    <div className="payout-account">
      <h3>Payout account</h3>
      <p>
        Status: <strong>{payout.Status === 'NotConnected' ? 'Not connected' : payout.Status}</strong>
      </p>
      <p>{payoutStatusText[payout.Status]}</p>
      {payout.Status !== 'Enabled' && (
        <button type="button" aria-disabled={busy} onClick={() => void connect()}>
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
  eventId,
  settings,
  onSaved,
}: {
  eventId: string;
  settings: PledgeSettings;
  onSaved: (settings: PledgeSettings) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(noStatus);
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

  const onSubmit = handleSubmit(
    async (changes) => {
      setBusy(true);
      setStatus(noStatus);
      try {
        const saved = await savePledgeSettings(eventId, changes);
        setStatus({ tone: 'success', message: settingsSaved });
        showToast('success', settingsSaved);
        onSaved(saved);
      } catch (error) {
        const refused = refusal(error);
        setStatus(refused);
        showToast('error', refused.message);
      } finally {
        setBusy(false);
      }
    },
    () => setStatus({ message: reviewRequiredFields }),
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
        after={<FormStatus status={status} />}
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
