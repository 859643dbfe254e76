// The two ways a parent adds a child: an access code the school gave out, or a new participant
// for an event found by its event code. Both report the API's answer (including the limit of 9)
// in their live region.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { eventCodeRequestSchema } from '@thon/shared/api/schemas/event-code';
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal, minimumGoal } from '@thon/shared/catalog/donations';
import { invalidEventCode, minimumGoalNotMet } from '@thon/shared/catalog/messages';
import { grades } from '@thon/shared/catalog/school-lists';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form-status';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { addParticipant, eventIdOfCode } from '../api/add-participant';

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters.`);

const accessCodeFormSchema = z.object({ AccessCode: required('Please enter an access code', 40) });

const newParticipantFormSchema = z.object({
  EventCode: eventCodeRequestSchema.shape.EventCode,
  FirstName: required('Please enter a first name', 60),
  LastName: required('Please enter a last name', 60),
  Grade: z.string(),
  Goal: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'Enter the goal in whole dollars')
    .transform(Number)
    .refine((goal) => goal >= minimumGoal, minimumGoalNotMet),
});

type OnAdded = (participant: ParticipantEntry) => void;

function failureStatus(error: unknown): FormStatusValue {
  if (!(error instanceof ApiError)) throw error;
  return { title: 'Not added', message: error.message, tone: 'error' };
}

function addedStatus(participant: ParticipantEntry): FormStatusValue {
  return {
    message: `${participant.FirstName} ${participant.LastName} was added.`.replace(/\s+/g, ' '),
    tone: 'success',
  };
}

export function AccessCodeParticipantForm({ onAdded }: { onAdded: OnAdded }) {
  const [status, setStatus] = useState<FormStatusValue>(noStatus);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(accessCodeFormSchema), defaultValues: { AccessCode: '' } });

  const onSubmit = handleSubmit(async ({ AccessCode }) => {
    setStatus(noStatus);
    try {
      const added = await addParticipant({ AccessCode });
      reset();
      setStatus(addedStatus(added));
      onAdded(added);
    } catch (error) {
      setStatus(failureStatus(error));
    }
  });

  return (
    <form noValidate aria-busy={isSubmitting} onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="Access code"
        hint="The code on the card your child's school sent home."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.AccessCode?.message}
        registration={register('AccessCode')}
      />
      <button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Adding…' : 'Add with access code'}
      </button>
      <FormStatus status={status} />
    </form>
  );
}

export function NewParticipantForm({ onAdded }: { onAdded: OnAdded }) {
  const gradeId = useId();
  const [status, setStatus] = useState<FormStatusValue>(noStatus);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newParticipantFormSchema),
    defaultValues: {
      EventCode: '',
      FirstName: '',
      LastName: '',
      Grade: '',
      Goal: String(defaultPersonalGoal),
    },
  });

  const onSubmit = handleSubmit(async ({ EventCode, FirstName, LastName, Grade, Goal }) => {
    setStatus(noStatus);
    try {
      const eventId = await eventIdOfCode(EventCode.trim().toUpperCase());
      if (!eventId) {
        setError('EventCode', { message: invalidEventCode });
        setStatus({ title: 'Not added', message: invalidEventCode, tone: 'error' });
        return;
      }
      const added = await addParticipant({
        EventId: eventId,
        FirstName,
        LastName,
        Goal,
        ...(Grade ? { Grade } : {}),
      });
      reset();
      setStatus(addedStatus(added));
      onAdded(added);
    } catch (error) {
      setStatus(failureStatus(error));
    }
  });

  return (
    <form noValidate aria-busy={isSubmitting} onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="Event code"
        hint="Letters and digits, as printed on the event flyer."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.EventCode?.message}
        registration={register('EventCode')}
      />
      <TextField
        label="First name"
        autoComplete="off"
        error={errors.FirstName?.message}
        registration={register('FirstName')}
      />
      <TextField
        label="Last name"
        autoComplete="off"
        error={errors.LastName?.message}
        registration={register('LastName')}
      />
      <div className="field">
        <label htmlFor={gradeId}>Grade (optional)</label>
        <select id={gradeId} {...register('Grade')}>
          <option value="">Not given</option>
          {grades.map((grade) => (
            <option key={grade.Code} value={grade.Code}>
              {grade.Name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Goal in dollars"
        inputMode="numeric"
        hint={`Most runners aim for ${defaultPersonalGoal}.`}
        error={errors.Goal?.message}
        registration={register('Goal')}
      />
      <button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Adding…' : 'Add new participant'}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
