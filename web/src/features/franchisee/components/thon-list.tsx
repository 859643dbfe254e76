// The month's Thons as a list: kickoff, event day, end date, school, participants (what a vendor
// plans shipping from), in start date order.
import type { CalendarThon } from '../api/franchisee-calls';

export function ThonList({ caption, thons }: { caption: string; thons: readonly CalendarThon[] }) {
  if (thons.length === 0) return <p>No Thons run this month.</p>;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Thon</th>
            <th scope="col">Kickoff</th>
            <th scope="col">Event day</th>
            <th scope="col">End date</th>
            <th scope="col">School</th>
            <th scope="col">Participants</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {thons.map((thon) => (
            <tr key={thon.EventId}>
              <th scope="row">{thon.Name}</th>
              <td>{thon.StartDate}</td>
              <td>{thon.EventDate}</td>
              <td>{thon.EndDate}</td>
              <td>{thon.OrganizationName}</td>
              <td>{thon.ParticipantCount}</td>
              <td>{thon.Status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
