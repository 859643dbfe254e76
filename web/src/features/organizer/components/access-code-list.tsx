// Every participant's access code, for printing sign-in cards.
import type { ThonPageData } from '../api/load-thon';

export function AccessCodeList({ codes }: { codes: ThonPageData['AccessCodes'] }) {
  return (
    <section aria-labelledby="access-codes-heading" className="section">
      <h2 id="access-codes-heading">Access codes</h2>
      {codes.length === 0 ? (
        <p>Import participants to generate their access codes.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Participant</th>
              <th scope="col">Access code</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.ParticipantId}>
                <th scope="row">{`${code.FirstName} ${code.LastName}`}</th>
                <td>
                  <code>{code.AccessCode}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
