// Spanish for the donor pages' own texts, keyed by their English (web/src/i18n/spanish.ts). One
// module per area; the catalogue's messages have their Spanish in shared/src/catalog/messages.es.ts.
import { spanishContactPage } from './contact-page';
import { spanishEventDayCounting } from './eventday-counting';
import { spanishEventDayScreen } from './eventday-screen';
import { spanishEventPage } from './event-page';
import { spanishLandingPage } from './landing-page';
import { spanishLayout } from './layout';
import { spanishLoginPage } from './login-page';
import { spanishPledgePages } from './pledge-pages';
import { spanishPrizeDonorTexts } from '@thon/shared/catalog/prize-donor-messages.es';
import { spanishStudentPage } from './student-page';

export const spanishPageTexts: Record<string, string> = {
  ...spanishLayout,
  ...spanishEventPage,
  ...spanishStudentPage,
  ...spanishLandingPage,
  ...spanishContactPage,
  ...spanishPledgePages,
  ...spanishLoginPage,
  ...spanishPrizeDonorTexts,
  ...spanishEventDayCounting,
  ...spanishEventDayScreen,
};
