// The landing-page area's stores (domain/landing-pages/ports.ts) as objects over the repositories;
// the data layer does not import the domain, so composition/landing-pages.ts checks them.
import { thonScopeReads } from './thon-scope';
import { getEvent, getEvents } from '../repositories/events-repository';
import {
  createLandingPage,
  deleteLandingPage,
  findLandingPageIdByUrl,
  getLandingPage,
  listAllLandingPages,
  listLandingPagesOfOwner,
  updateLandingPage,
} from '../repositories/landing-pages-repository';
import { getTeam } from '../repositories/teams-repository';

export const landingPageStore = {
  createLandingPage,
  updateLandingPage,
  deleteLandingPage,
  getLandingPage,
  findLandingPageIdByUrl,
  listLandingPagesOfOwner,
  listAllLandingPages,
};

export const pageScopeReads = { getEvent, getEvents, getTeam, ...thonScopeReads };
