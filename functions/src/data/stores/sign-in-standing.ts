// The reads of the sign-in rules (domain/auth/sign-in-standing.ts): a franchise's or vendor's
// status, and a participant account's children, their Thons and organizations (ForceAccessCode).
import { getEvents } from '../repositories/events-repository';
import { getFranchise } from '../repositories/franchises-repository';
import { getOrganization } from '../repositories/organizations-repository';
import { listParticipantsOfUser } from '../repositories/participants-repository';
import { getVendor } from '../repositories/vendors-repository';

export const signInStanding = { getFranchise, getVendor, listParticipantsOfUser, getEvents, getOrganization };
