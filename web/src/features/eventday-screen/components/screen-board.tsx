// What the gym's projector shows: the Thon's totals, its classes ranked by laps and by
// participation side by side (one above the other on a phone), and the last laps counted (first
// name and last initial only: the API names no one else). Big type, high contrast, no controls.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { useT } from '../../../i18n/translation';
import type { EventDayScreenData } from '../api/load-event-day-screen';

type Classes = EventDayScreenData['Classes'];

/** Most runners with a lap among the class first; then most laps, then name. */
export function byParticipation(classes: Classes): Classes {
  return [...classes].sort(
    (a, b) =>
      b.ParticipationPercent - a.ParticipationPercent || b.Laps - a.Laps || a.Name.localeCompare(b.Name),
  );
}

export function ScreenBoard({ screen }: { screen: EventDayScreenData }) {
  const t = useT();
  return (
    <>
      <dl className="screen-totals">
        <div>
          <dt>{t('Laps')}</dt>
          <dd>{screen.TotalLaps.toLocaleString()}</dd>
        </div>
        <div>
          <dt>{t('Runners')}</dt>
          <dd>
            {t('{{runners}} of {{participants}}', {
              runners: screen.Runners.toLocaleString(),
              participants: screen.Participants.toLocaleString(),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('Raised')}</dt>
          <dd>{formatDollars(Math.floor(screen.RaisedCents / 100))}</dd>
        </div>
      </dl>
      <div className="screen-columns">
        <ClassTable
          id="screen-by-laps"
          title={t('Classes by laps')}
          classes={screen.Classes}
          figure={(row) => row.Laps.toLocaleString()}
          figureName={t('Laps')}
        />
        <ClassTable
          id="screen-by-participation"
          title={t('Classes by participation')}
          classes={byParticipation(screen.Classes)}
          figure={(row) => `${row.ParticipationPercent}%`}
          figureName={t('Participation')}
        />
      </div>
      <section aria-labelledby="screen-recent" className="screen-panel">
        <h2 id="screen-recent">{t('Latest laps')}</h2>
        {screen.RecentLaps.length === 0 ? (
          <p>{t('No laps yet.')}</p>
        ) : (
          <ol className="screen-recent">
            {screen.RecentLaps.map((lap) => (
              <li key={`${lap.FirstName}-${lap.LastInitial}-${lap.At}`}>
                <strong>{`${lap.FirstName} ${lap.LastInitial}.`}</strong>
                <span>{lap.TeamName}</span>
                <span>{t('Lap {{lap}}', { lap: lap.Lap })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function ClassTable(props: {
  id: string;
  title: string;
  classes: Classes;
  figure: (row: Classes[number]) => string;
  figureName: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby={props.id} className="screen-panel">
      <h2 id={props.id}>{props.title}</h2>
      {props.classes.length === 0 ? (
        <p>{t('No classes yet.')}</p>
      ) : (
        <table className="screen-classes">
          <thead>
            <tr>
              <th scope="col">{t('Class')}</th>
              <th scope="col">{props.figureName}</th>
              <th scope="col">{t('Runners')}</th>
            </tr>
          </thead>
          <tbody>
            {props.classes.map((row) => (
              <tr key={row.TeamId}>
                <th scope="row">{row.Name}</th>
                <td>{props.figure(row)}</td>
                <td>
                  {t('{{runners}} of {{participants}}', {
                    runners: row.Runners,
                    participants: row.Participants,
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
