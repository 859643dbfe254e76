// The sign-in use cases' repository ports (domain/auth/ports.ts) on DynamoDB; composition/auth.ts
// checks the shape, since the data layer does not import the domain.
import { findUserIdByUsername, getUser } from '../repositories/users-repository';

export const accountReads = { findUserIdByUsername, getUser };
