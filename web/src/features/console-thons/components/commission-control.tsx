// A Thon's commission, edited from the console's list: a percent from 0 to the spec's maximum,
// saved through the route action and confirmed (status line and toast). Only shown to those who
// may set money (super admins, the Thon's franchisee users); the API checks again.
import { useId, useState } from 'react';
import { updatePledgeSettingsRequestSchema } from '@thon/shared/api/schemas/pledges';
import { maxCommissionPercent } from '@thon/shared/catalog/donations';
import { valueNotValid } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { ConsoleThon } from '../api/console-thon-calls';
import type { ConsoleThonActionRequest, ConsoleThonOutcome } from '../routes/console-thon-actions';

const commissionRule = updatePledgeSettingsRequestSchema.shape.CommissionPercent;

export function CommissionControl({ thon }: { thon: ConsoleThon }) {
  const { busy, answer, note, say, submit } = useActionFetcher<ConsoleThonOutcome>();
  const [value, setValue] = useState(String(thon.CommissionPercent));
  const id = useId();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The API's own rule and messages (0 to the maximum), checked before sending.
    const checked = commissionRule.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!checked.success || checked.data === undefined) {
      say({ title: 'Error', message: checked.error?.issues[0]?.message ?? valueNotValid });
      return;
    }
    const percent = checked.data;
    const request: ConsoleThonActionRequest = {
      intent: 'set-commission',
      eventId: thon.EventId,
      name: thon.Name,
      percent,
    };
    void submit(request);
  };
  const status =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success' as const, message: answer.message }
        : { title: 'Error', message: answer.message });
  return (
    <form onSubmit={save} className="inline-form" noValidate>
      <label htmlFor={id}>Commission % for {thon.Name}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={maxCommissionPercent}
        step="any"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button-secondary" aria-disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      <FormStatus status={status} toastFor={answer} />
    </form>
  );
}
