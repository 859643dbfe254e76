// A landing page as visitors see it: the image, title, sub-title, the way to pledge and
// the video button, the quote, the team bio and the event page. The public page (/{url}) renders
// it with its h1; the editor's preview renders the same view, its headings a level lower.
// Styles are the donor pages' (pledges.css) plus a few of its own.
import { Link } from 'react-router';
import type { PublicLandingPage } from '../api/load-public-landing-page';
import { VideoButton } from '../../../components/video-button';
import '@/features/pledges/components/pledges.css';
import './landing-page.css';
import { useT } from '../../../i18n/translation';

/** What the view needs: the public answer's fields (the editor's preview fills them from its form). */
export type LandingPageViewData = Pick<
  PublicLandingPage,
  | 'Title'
  | 'SubTitle'
  | 'Quote'
  | 'TeamBio'
  | 'ImageUrl'
  | 'VideoEmbedUrl'
  | 'EventCode'
  | 'EventName'
  | 'TeamName'
> & { ImageWidth?: number; ImageHeight?: number };

/** The image's size for its width/height attributes (no layout shift); the API sizes images for the page. */
const defaultImageSize = { width: 1200, height: 675 };

export const eventPagePath = (eventCode: string) => `/event/${encodeURIComponent(eventCode)}`;

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function LandingPageView({ page, preview = false }: { page: LandingPageViewData; preview?: boolean }) {
  const t = useT();
  const Title = preview ? 'h3' : 'h1';
  const Heading = preview ? 'h4' : 'h2';
  const titleId = preview ? 'landing-preview-title' : 'landing-title';
  const eventPage = eventPagePath(page.EventCode);
  const bioHeading = page.TeamName ? t('About {{team}}', { team: page.TeamName }) : t('About us');
  return (
    <div className="donor-page landing-page">
      <article className="donor-card landing-hero" aria-labelledby={titleId}>
        {page.ImageUrl && (
          <img
            className="landing-image"
            src={page.ImageUrl}
            alt=""
            width={page.ImageWidth ?? defaultImageSize.width}
            height={page.ImageHeight ?? defaultImageSize.height}
            // The hero image is the page's largest paint: fetched first, never lazily.
            {...(preview ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
            decoding="async"
          />
        )}
        <div className="landing-hero-text">
          <p className="landing-eyebrow">
            {page.EventName}
            {page.TeamName ? ` · ${page.TeamName}` : ''}
          </p>
          <Title id={titleId} className="landing-title">
            {page.Title}
          </Title>
          {page.SubTitle && <p className="lead landing-subtitle">{page.SubTitle}</p>}
          <div className="landing-actions">
            <Link className="button-link pledge-button" to={`${eventPage}#pledge`}>
              {t('Pledge now')}
            </Link>
            {page.VideoEmbedUrl && (
              <VideoButton className="button-secondary" embedUrl={page.VideoEmbedUrl} title={page.Title} />
            )}
          </div>
        </div>
      </article>
      {page.Quote && (
        <figure className="donor-card landing-quote">
          <blockquote>
            <p>{page.Quote}</p>
          </blockquote>
        </figure>
      )}
      {page.TeamBio && (
        <section className="donor-card landing-bio" aria-labelledby={`${titleId}-bio`}>
          <Heading id={`${titleId}-bio`}>{bioHeading}</Heading>
          {paragraphs(page.TeamBio).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}
      <section className="donor-card" aria-labelledby={`${titleId}-event`}>
        <Heading id={`${titleId}-event`}>{page.EventName}</Heading>
        <p>{t('See how the whole event is doing, find a runner and pledge per lap or give once.')}</p>
        <p>
          <Link to={eventPage}>{t('Visit the {{event}} event page', { event: page.EventName })}</Link>
        </p>
      </section>
    </div>
  );
}
