// /organizer/thons/:eventId/prizes: the Thon's prize programme (levels, mode, divisor, supplies)
// and its class challenges, each saved with its own version. Read only for a worker doing
// event-day work; links to the awards board and the family pages' review queue.
import { Link, useLoaderData } from 'react-router';
import { ChallengesForm } from '../components/challenges-form';
import { ProgrammeForm } from '../components/programme-form';
import { ProgrammeSummary } from '../components/programme-summary';
import { PrizePagesNav } from '../components/prize-pages-nav';
import type { ProgrammePageData } from './programme-loader';
import '../components/prize-pages.css';

export function ProgrammePage() {
  const { programme, manages, prizes, supplies, shopUnavailable } = useLoaderData() as ProgrammePageData;
  return (
    <>
      <title>Prize programme · Thon</title>
      <h1>Prize programme</h1>
      <PrizePagesNav thonId={programme.ThonId} />
      {!manages && <ProgrammeSummary programme={programme} />}
      {manages && (
        <>
          <section aria-labelledby="levels-heading" className="section">
            <h2 id="levels-heading">Prize levels</h2>
            <p>
              A level&apos;s threshold is a rate per {programme.UnitName}. Prizes come from the shop&apos;s{' '}
              <Link to="/shop#Prizes">prize products</Link>.
            </p>
            {shopUnavailable && (
              <p role="note">
                Your account does not browse the shop, so only the products this programme already holds can
                be chosen.
              </p>
            )}
            <ProgrammeForm programme={programme} prizes={prizes} supplies={supplies} />
            <p>
              <Link to={`/shop/reports/calculator?thon=${encodeURIComponent(programme.ThonId)}`}>
                Plan the prize order with the calculator
              </Link>
            </p>
          </section>
          <section aria-labelledby="challenges-heading" className="section">
            <h2 id="challenges-heading">Class challenges</h2>
            <ChallengesForm programme={programme} />
          </section>
        </>
      )}
    </>
  );
}
