// The two ways a parent adds a child: an access code the school gave out (with the code of the
// child's event, which the server requires too), or a new participant for an event found by its
// event code (with grade and shirt size from the catalogue). Both run in
// the shared GuardedForm shell and report the API's answer (including the limit of 9) in their
// live region through one hook.
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { eventCodeRequestSchema } from '@thon/shared/api/schemas/event-code';
import { addParticipantRequestSchema, type AddedParticipant } from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal, minimumGoal } from '@thon/shared/catalog/donations';
import { enterAccessCode, invalidEventCode, minimumGoalNotMet } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { grades } from '@thon/shared/catalog/school-lists';
import { shirtSizes } from '@thon/shared/catalog/shirt-sizes';
import { FormStatus, useFormStatus, type FormStatusValue } from '../../../components/form-status';
import { GuardedForm } from '../../../components/guarded-form';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { eventIdOfCode } from '../../../lib/event-id-of-code';
import { addParticipant } from '../api/add-participant';

/** The server's own fields (addParticipantRequestSchema); the form adds messages for people. */
const serverField = addParticipantRequestSchema.shape;
const maxGoal = serverField.Goal.unwrap().maxValue ?? Number.MAX_SAFE_INTEGER;

/** Required text within the server field's length, then checked by that field itself. */
const required = (message: string, field: z.ZodString) => {
  const max = field.maxLength ?? Number.MAX_SAFE_INTEGER;
  return z.string().trim().min(1, message).max(max, `At most ${max} characters.`).pipe(field);
};

const accessCodeFormSchema = z.object({
  EventCode: eventCodeRequestSchema.shape.EventCode,
  AccessCode: required(enterAccessCode, serverField.AccessCode.unwrap()),
});

const newParticipantFormSchema = z.object({
  EventCode: eventCodeRequestSchema.shape.EventCode,
  FirstName: required('Please enter a first name', serverField.FirstName.unwrap()),
  LastName: required('Please enter a last name', serverField.LastName.unwrap()),
  Grade: z.string(),
  ShirtSize: z.string(),
  Goal: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter the goal in whole dollars')
    .transform(Number)
    .refine((goal) => goal >= minimumGoal, minimumGoalNotMet)
    .refine((goal) => goal <= maxGoal, `The goal can be at most ${formatDollars(maxGoal)}.`)
    .pipe(serverField.Goal.unwrap()),
});

const gradeOptions = grades.map((grade) => ({ value: grade.Code, label: grade.Name }));
const shirtSizeOptions = shirtSizes.map((size) => ({
  value: size.Code,
  label: `${size.Code}: ${size.Name}`,
}));

type OnAdded = (participant: AddedParticipant) => void;

const notAdded = (message: string): FormStatusValue => ({ title: 'Not added', message, tone: 'error' });

function addedStatus(participant: AddedParticipant): FormStatusValue {
  return {
    message: `${participant.FirstName} ${participant.LastName} was added.`.replace(/\s+/g, ' '),
    tone: 'success',
  };
}

/**
 * One add, as both forms run it: clear the status, then either the added child (reset the form,
 * say so, tell the page) or a refusal, the API's message or one the form found itself (a string).
 */
function useAddParticipant(onAdded: OnAdded, reset: () => void) {
  const { status, setStatus, attempt } = useFormStatus();
  const run = (add: () => Promise<AddedParticipant | string>) =>
    attempt(
      async () => {
        const added = await add();
        if (typeof added === 'string') return setStatus(notAdded(added));
        reset();
        setStatus(addedStatus(added));
        onAdded(added);
      },
      (error) => notAdded(error.message),
    );
  return { status, run };
}

interface AddFormProps {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  status: FormStatusValue;
  children: ReactNode;
}

/** The shell both add forms share: GuardedForm with the add's outcome as its live region. */
function AddForm({ status, ...form }: AddFormProps) {
  return <GuardedForm {...form} busyLabel="Adding…" after={<FormStatus status={status} />} />;
}

/** A printed code (access code, event code): typed in capitals, never autocompleted or spell-checked. */
function CodeField(
  props: Pick<ComponentProps<typeof TextField>, 'label' | 'hint' | 'error' | 'registration'>,
) {
  return <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />;
}

export function AccessCodeParticipantForm({ onAdded }: { onAdded: OnAdded }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(accessCodeFormSchema),
    defaultValues: { EventCode: '', AccessCode: '' },
  });
  const { status, run } = useAddParticipant(onAdded, reset);
  const onSubmit = handleSubmit(({ EventCode, AccessCode }) =>
    run(() => addParticipant({ AccessCode, EventCode })),
  );

  return (
    <AddForm busy={isSubmitting} onSubmit={onSubmit} submitLabel="Add with access code" status={status}>
      <CodeField
        label="Event code"
        hint="The code of your child's event, as printed on the event flyer."
        error={errors.EventCode?.message}
        registration={register('EventCode')}
      />
      <CodeField
        label="Access code"
        hint="The code on the card your child's school sent home."
        error={errors.AccessCode?.message}
        registration={register('AccessCode')}
      />
    </AddForm>
  );
}

export function NewParticipantForm({ onAdded }: { onAdded: OnAdded }) {
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
      ShirtSize: '',
      Goal: String(defaultPersonalGoal),
    },
  });
  const { status, run } = useAddParticipant(onAdded, reset);

  const onSubmit = handleSubmit(({ EventCode, FirstName, LastName, Grade, ShirtSize, Goal }) =>
    run(async () => {
      const eventId = await eventIdOfCode(EventCode);
      if (!eventId) {
        setError('EventCode', { message: invalidEventCode });
        return invalidEventCode;
      }
      return addParticipant({
        EventId: eventId,
        FirstName,
        LastName,
        Goal,
        ...(Grade ? { Grade } : {}),
        ...(ShirtSize ? { ShirtSize } : {}),
      });
    }),
  );

  return (
    <AddForm busy={isSubmitting} onSubmit={onSubmit} submitLabel="Add new participant" status={status}>
      <CodeField
        label="Event code"
        hint="Letters and digits, as printed on the event flyer."
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
      <div className="field-row">
        <SelectField
          label="Grade (optional)"
          placeholder="Not given"
          options={gradeOptions}
          error={errors.Grade?.message}
          registration={register('Grade')}
        />
        <SelectField
          label="Shirt size (optional)"
          placeholder="Not given"
          options={shirtSizeOptions}
          error={errors.ShirtSize?.message}
          registration={register('ShirtSize')}
        />
      </div>
      <TextField
        label="Goal in dollars"
        inputMode="numeric"
        hint={`Most runners aim for ${defaultPersonalGoal}.`}
        error={errors.Goal?.message}
        registration={register('Goal')}
      />
    </AddForm>
  );
}
