// Teams of a Thon with their leader and class teacher, and per team a small form: the person's
// account email and the role to give them. The API's verdict (e.g. the team already has a leader)
// shows in the form's live region. Each form posts to the Thon page's action through its fetcher;
// a success reloads the page's data so the names update.
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { assignClassTeacherRequestSchema } from '@thon/shared/api/schemas/events';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { TeamRole } from '../api/assign-team-people';
import type { ThonPageData } from '../api/load-thon';
import type { TeamPersonAssigned, ThonEventRequest } from '../routes/thon-event-actions';
import { unassignedTeamId } from '@thon/shared/events/teams';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '@/components/pager';

type Team = ThonPageData['Teams'][number];

const roleOptions: readonly { value: TeamRole; label: string }[] = [
  { value: 'teacher', label: 'Teacher' },
  { value: 'leader', label: 'Team leader' },
];

const assignmentSchema = z.object({
  Role: z.enum(['leader', 'teacher'], { error: 'Choose a role' }),
  Email: assignClassTeacherRequestSchema.shape.Email,
});

interface TeamAssignmentPanelProps {
  teams: readonly Team[];
}

export function TeamAssignmentPanel({ teams }: TeamAssignmentPanelProps) {
  const id = useId();
  const shown = teams.filter((team) => team.TeamId !== unassignedTeamId);
  const paged = usePagedList(shown, defaultItemsPerPage);
  return (
    <section aria-labelledby={`${id}-heading`} className="section">
      <h2 id={`${id}-heading`}>Teams</h2>
      {shown.length === 0 ? (
        <p>Import participants with a Team (or Class) column to create teams.</p>
      ) : (
        <>
          <p className="field-hint">
            Give each team a leader and a class teacher by the email of their account. A team keeps its first
            leader; a new teacher replaces the earlier one.
          </p>
          <ul className="card-list">
            {paged.shown.map((team) => (
              <TeamCard key={team.TeamId} team={team} />
            ))}
          </ul>
          <Pager label="Team pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.setPage} />
        </>
      )}
    </section>
  );
}

function TeamCard({ team }: { team: Team }) {
  const { busy, answer, submit } = useActionFetcher<TeamPersonAssigned>();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(assignmentSchema),
    defaultValues: { Role: 'teacher' as TeamRole, Email: '' },
  });
  useEffect(() => {
    if (answer?.ok) reset({ Role: getValues('Role'), Email: '' });
  }, [answer, reset, getValues]);
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success', message: answer.role === 'leader' ? 'Team leader assigned.' : 'Teacher assigned.' }
      : { message: answer.message };

  const onSubmit = handleSubmit(({ Role, Email }) => {
    const request: ThonEventRequest = {
      intent: 'assign-team-person',
      teamId: team.TeamId,
      role: Role,
      email: Email,
    };
    return submit(request);
  });

  return (
    <li className="card">
      <h3>{team.Name}</h3>
      <dl className="stat-list">
        <div>
          <dt>Leader</dt>
          <dd>{team.Leader?.Name ?? 'None yet'}</dd>
        </div>
        <div>
          <dt>Teacher</dt>
          <dd>{team.Teacher?.Name ?? 'None yet'}</dd>
        </div>
      </dl>
      <div role="group" aria-label={`Assign to ${team.Name}`}>
        <GuardedForm
          busy={busy}
          onSubmit={onSubmit}
          submitLabel="Assign"
          busyLabel="Assigning…"
          after={<FormStatus status={status} toastFor={answer} />}
        >
          <SelectField
            label="Role"
            options={roleOptions}
            error={errors.Role?.message}
            registration={register('Role')}
          />
          <TextField
            label="Account email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.Email?.message}
            registration={register('Email')}
          />
        </GuardedForm>
      </div>
    </li>
  );
}
