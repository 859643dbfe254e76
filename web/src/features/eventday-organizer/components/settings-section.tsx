// The Thon's cooldown: scans of a runner closer together than this count once (the shortest
// plausible lap). Those who manage the Thon change it; the API refuses it once the Thon is completed.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import {
  cooldownInvalid,
  maxCooldownSeconds,
  minCooldownSeconds,
} from '@thon/shared/catalog/eventday-messages';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, statusOfAnswer } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { EventDayActionRequest, EventDayOutcome } from '../routes/eventday-actions';

const settingsSchema = z.object({
  cooldownSeconds: z
    .number({ error: cooldownInvalid })
    .int(cooldownInvalid)
    .min(minCooldownSeconds, cooldownInvalid)
    .max(maxCooldownSeconds, cooldownInvalid),
});
type SettingsForm = z.infer<typeof settingsSchema>;

export function SettingsSection({ cooldownSeconds }: { cooldownSeconds: number }) {
  const { busy, answer, note, say, submit } = useActionFetcher<EventDayOutcome>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SettingsForm>({ resolver: zodResolver(settingsSchema), defaultValues: { cooldownSeconds } });
  const onSubmit = handleSubmit(
    (values) => {
      const request: EventDayActionRequest = { intent: 'settings', cooldownSeconds: values.cooldownSeconds };
      void submit(request);
    },
    () => say({ title: 'Error', message: reviewRequiredFields }),
  );
  return (
    <section aria-labelledby="settings-heading" className="section">
      <h2 id="settings-heading">Settings</h2>
      <GuardedForm
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Save cooldown"
        busyLabel="Saving…"
        after={<FormStatus status={note ?? statusOfAnswer(answer)} toastFor={answer} />}
      >
        <TextField
          label="Cooldown (seconds)"
          hint={`Scans of one runner closer together than this count once: the shortest possible lap. ${minCooldownSeconds} to ${maxCooldownSeconds}.`}
          inputMode="numeric"
          registration={register('cooldownSeconds', { valueAsNumber: true })}
          error={errors.cooldownSeconds?.message}
        />
      </GuardedForm>
    </section>
  );
}
