// The public landing page at its vanity path /{url}, for visitors: one cached public
// read, the donor pages' look, and the video's code only when asked for. An unknown url is the
// app's not-found page. One module, so one small chunk: the page and its loader.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import {
  loadPublicLandingPage,
  type PublicLandingPage as PublicLandingPageData,
} from '../api/load-public-landing-page';
import { LandingPageView } from '../components/landing-page-view';

export function publicLandingPageLoader({ params, request }: LoaderFunctionArgs) {
  return loadPublicLandingPage(params.landingUrl ?? '', request.signal);
}

export function PublicLandingPage() {
  const page = useLoaderData() as PublicLandingPageData | null;
  if (!page) return <NotFoundPage />;
  return (
    <>
      <title>{`${page.Title} · Thon`}</title>
      <LandingPageView page={page} />
    </>
  );
}
