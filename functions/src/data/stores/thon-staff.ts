// A Thon's staff on DynamoDB (domain/thon-staff/ports.ts ThonStaffStore).
import { getEvent } from '../repositories/events-repository';
import {
  addThonAssignment,
  listAssignmentsOfThon,
  removeThonAssignment,
  setEventOrganizer,
} from '../repositories/thon-assignments-repository';
import { getUsers } from '../repositories/users-repository';

export const thonStaffStore = {
  getEvent,
  getUsers,
  listAssignmentsOfThon,
  addThonAssignment,
  removeThonAssignment,
  setEventOrganizer,
};
