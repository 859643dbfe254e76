// The student page's two layouts, chosen by the stored experiment variant: a two-column desktop
// card, and a stacked mobile card that leads with the progress bar. Same content, same headings.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { ProgressMeter } from '../../../components/progress-meter';
import type { StudentPageData } from '../../../lib/load-student-page';

function Stats({ page }: { page: StudentPageData }) {
  return (
    <dl className="stat-list">
      <div>
        <dt>Goal</dt>
        <dd>{formatDollars(page.Goal)}</dd>
      </div>
      <div>
        <dt>Raised</dt>
        <dd>{formatDollars(page.Raised)}</dd>
      </div>
      <div>
        <dt>Units completed</dt>
        <dd>{page.Units}</dd>
      </div>
    </dl>
  );
}

const intro = (page: StudentPageData) =>
  `${page.DisplayName} is running to raise ${formatDollars(page.Goal)} for their school.`;

export function StudentCardDesktop({ page }: { page: StudentPageData }) {
  return (
    <article
      className="student-card student-card-desktop"
      data-variant="desktop"
      aria-labelledby="student-name"
    >
      <div className="student-card-main">
        <h1 id="student-name">{page.DisplayName}</h1>
        <p className="lead">{intro(page)}</p>
        <ProgressMeter raised={page.Raised} goal={page.Goal} progress={page.Progress} />
      </div>
      <aside className="student-card-side" aria-label="Fundraising figures">
        <Stats page={page} />
      </aside>
    </article>
  );
}

export function StudentCardMobile({ page }: { page: StudentPageData }) {
  return (
    <article
      className="student-card student-card-mobile"
      data-variant="mobile"
      aria-labelledby="student-name"
    >
      <h1 id="student-name">{page.DisplayName}</h1>
      <ProgressMeter raised={page.Raised} goal={page.Goal} progress={page.Progress} />
      <p>{intro(page)}</p>
      <section aria-label="Fundraising figures">
        <Stats page={page} />
      </section>
    </article>
  );
}
