// The support area's store (domain/support/ports.ts CaptchaSolutionStore) over its repository; the
// data layer does not import the domain, so composition/support-contact.ts checks it.
import { claimCaptchaSolution } from '../repositories/captcha-solutions-repository';

export const captchaSolutionStore = { claimCaptchaSolution };
