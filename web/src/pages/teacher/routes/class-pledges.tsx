// The teacher's view of their class's pledges: choose a child to see their pledges with totals
// (GetPledgesByParticipant, read when chosen and again after the page reloads), and record a
// cash or check pledge for a child of the class (the shared offline form, posting to the class
// page's action).
import { useId, useState } from 'react';
import { OfflinePledgeForm } from '@/features/pledges/signed-in/offline-pledge-form';
import { ParticipantPledgeList } from '@/features/pledges/signed-in/participant-pledges';
import type { TeacherClass } from '@/features/participants/api/load-teacher-class';

export function ClassPledges({ data }: { data: TeacherClass }) {
  const id = useId();
  const participants = data.Participants.map((participant) => ({
    ParticipantId: participant.ParticipantId,
    Name: `${participant.FirstName} ${participant.LastName}`,
  }));
  const [chosen, setChosen] = useState('');
  const chosenEntry = participants.find((participant) => participant.ParticipantId === chosen);
  if (participants.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="section">
      <h2 id={`${id}-heading`}>Pledges</h2>
      <div className="field">
        <label htmlFor={`${id}-participant`}>Show the pledges of</label>
        <select id={`${id}-participant`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a participant</option>
          {participants.map((participant) => (
            <option key={participant.ParticipantId} value={participant.ParticipantId}>
              {participant.Name}
            </option>
          ))}
        </select>
      </div>
      {chosenEntry && (
        <ParticipantPledgeList
          participantId={chosenEntry.ParticipantId}
          reloadKey={data}
          heading={`Pledges for ${chosenEntry.Name}`}
          headingLevel={3}
        />
      )}
      <OfflinePledgeForm participants={participants} headingLevel={3} />
    </section>
  );
}
