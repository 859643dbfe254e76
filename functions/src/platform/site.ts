// The deployed web origin, from the functions' settings.
import type { Site } from '../domain/ports/site';
import { setting } from './environment';

export const environmentSite: Site = {
  webOrigin: () => setting('webOrigin'),
  adminOrigin: () => setting('adminOrigin'),
};
