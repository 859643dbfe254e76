// /landingpages: the manager's landing pages (GetLandingPages: an organizer's events',
// a team leader's team's, all for a super admin), each leading to its editor and its public page,
// and the way to create another; ten at a time (the catalogue's default).
import { Link } from 'react-router';
import type { LandingPage } from '../api/landing-page-calls';
import { landingPagePath } from './landing-page-actions';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '../../../components/pager';

export function LandingPagesPage({ pages }: { pages: LandingPage[] }) {
  const paged = usePagedList(pages, defaultItemsPerPage);
  return (
    <>
      <title>Landing pages · Thon</title>
      <h1>Landing pages</h1>
      <p className="lead">
        A page of your own at a short address, with a photo, your story and a video, for sharing your Thon.
      </p>
      <p>
        <Link className="button-link" to="/landingpages/new">
          Create a landing page
        </Link>
      </p>
      {pages.length === 0 ? (
        <p>You have no landing pages yet.</p>
      ) : (
        <ul className="card-list" aria-label="Your landing pages">
          {paged.shown.map((page) => (
            <li key={page.LandingPageId} className="card">
              <h2>
                <Link to={landingPagePath(page.LandingPageId)}>{page.Title}</Link>
              </h2>
              <dl className="stat-list">
                <div>
                  <dt>Address</dt>
                  <dd>
                    <Link to={`/${page.Url}`}>{`/${page.Url}`}</Link>
                  </dd>
                </div>
                <div>
                  <dt>Event</dt>
                  <dd>{page.EventName}</dd>
                </div>
                {page.TeamName && (
                  <div>
                    <dt>Team</dt>
                    <dd>{page.TeamName}</dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Landing page pages"
        page={paged.page}
        pageCount={paged.pageCount}
        onPage={paged.setPage}
      />
    </>
  );
}
