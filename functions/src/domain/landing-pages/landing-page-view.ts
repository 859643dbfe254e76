// A landing page as the API answers it: the stored fields, the image's public URL, the video's
// privacy-enhanced player, and the event (and team) it leads to.
import type { LandingPage } from '@thon/shared/api/schemas/landing-pages';
import { videoEmbedUrl } from '@thon/shared/landing-pages/video-url';
import type { LandingPageRecord } from '../../data/repositories/landing-pages-repository';
import type { Site } from '../ports/site';
import type { PageScope } from './landing-page-access';
import { imageUrlOf } from './landing-images';

export function landingPageView(site: Site, page: LandingPageRecord, scope: PageScope): LandingPage {
  const embed = page.videoUrl ? videoEmbedUrl(page.videoUrl) : undefined;
  return {
    LandingPageId: page.landingPageId,
    Url: page.url,
    Title: page.title,
    ...(page.subTitle ? { SubTitle: page.subTitle } : {}),
    ...(page.quote ? { Quote: page.quote } : {}),
    ...(page.teamBio ? { TeamBio: page.teamBio } : {}),
    ...(page.imageKey ? { ImageKey: page.imageKey, ImageUrl: imageUrlOf(site, page.imageKey) } : {}),
    ...(page.videoUrl ? { VideoUrl: page.videoUrl } : {}),
    ...(embed ? { VideoEmbedUrl: embed } : {}),
    EventId: scope.event.eventId,
    EventCode: scope.event.eventCode,
    EventName: scope.event.name,
    ...(scope.team ? { TeamId: scope.team.teamId, TeamName: scope.team.name } : {}),
    UpdatedAt: page.updatedAt,
  };
}
