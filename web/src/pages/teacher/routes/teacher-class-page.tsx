// /teacher/class: the teacher's class in its event, each participant with their units, which the
// teacher records here until the event is completed.
import { Link, useLoaderData } from 'react-router';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { unitsOpenStatuses } from '@thon/shared/events/event-status';
import { rosterUnitsRows } from '@/features/events/routes/record-units';
import { UnitsEntryTable } from '@/features/events/components/units-entry-table';
import type { TeacherClass } from '@/features/participants/api/load-teacher-class';
import { countingPagePath } from '@/features/eventday-organizer/components/eventday-links';
import { ClassPledges } from './class-pledges';
import { TeacherPageOptIn } from './teacher-page-opt-in';

export function TeacherClassPage() {
  const data = useLoaderData() as TeacherClass | null;
  if (!data) {
    return (
      <>
        <title>My class · Thon</title>
        <h1>My class</h1>
        <p>You have no class in an event yet. Your event&apos;s organizer assigns classes to teachers.</p>
        <TeacherPageOptIn />
      </>
    );
  }
  const { Thon: thon, Teams: teams, Participants: participants } = data;
  const unitsOpen = unitsOpenStatuses.includes(thon.Status);
  const classNames = teams.map((team) => team.Name).join(', ');
  return (
    <>
      <title>My class · Thon</title>
      <h1>My class</h1>
      <p className="lead">{`${classNames} · ${thon.Name}`}</p>
      <TeacherPageOptIn />
      <p>
        <Link to="/teacher/class/prizes">Prizes to hand out</Link>
      </p>
      <p>
        <Link to={countingPagePath(thon.EventCode)}>Count laps on event day</Link>
      </p>
      {!unitsOpen && <p>{unitsLocked}</p>}
      <section aria-labelledby="class-heading">
        <h2 id="class-heading">{`Participants (${participants.length})`}</h2>
        <UnitsEntryTable
          rows={rosterUnitsRows(data, teams.length > 1)}
          unitName={thon.UnitName}
          locked={!unitsOpen}
          eventId={thon.EventId}
          withShareLinks
        />
      </section>
      <ClassPledges data={data} />
    </>
  );
}
