// GET /api/users-admin/FindOrganizer through the local gateway against the emulator: a franchisee
// user (whose user search never reaches an organizer) finds an active organizer by exact email,
// answered with their id and name only; an inactive organizer, another role's email and an unknown
// email all answer the same empty list, so the lookup reveals nothing about other accounts.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestUser, signedInTestUser, type SignedInTestUser, type TestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let franchisee: SignedInTestUser;
let admin: SignedInTestUser;
let organizer: TestUser;
let inactiveOrganizer: TestUser;
let parent: TestUser;

const find = (email: string, headers: Record<string, string>) =>
  api.get(`/api/users-admin/FindOrganizer?${new URLSearchParams({ Email: email }).toString()}`, headers);

beforeAll(async () => {
  // The franchise is only carried on the user: the lookup reads none.
  franchisee = await signedInTestUser('franchisee-user', 'find-org-franchisee', {
    franchiseId: `fr-find-organizer-${Date.now().toString(36)}`,
  });
  admin = await signedInTestUser('super-admin', 'find-org-admin');
  organizer = await createTestUser({ role: 'organizer', label: 'find-org-active', withPassword: false });
  inactiveOrganizer = await createTestUser({
    role: 'organizer',
    label: 'find-org-inactive',
    active: false,
    withPassword: false,
  });
  parent = await createTestUser({ role: 'parent', label: 'find-org-parent', withPassword: false });
});

describe('GET /api/users-admin/FindOrganizer', () => {
  it("answers a franchisee user an active organizer's id and name, nothing more", async () => {
    // Emails are matched trimmed and case-insensitively, as their claims are stored.
    const answer = await find(`  ${organizer.email.toUpperCase()} `, franchisee.headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ Organizers: [{ UserId: organizer.userId, Name: 'Ida Tester' }] });
    const asAdmin = await find(organizer.email, admin.headers);
    expect(asAdmin.body).toEqual(answer.body);
  });

  it('answers an inactive organizer, another role and an unknown email exactly alike: empty', async () => {
    const answers = await Promise.all(
      [inactiveOrganizer.email, parent.email, admin.email, `nobody-${organizer.userId}@example.com`].map(
        (email) => find(email, franchisee.headers),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ Organizers: [] });
    }
  });

  it('answers a missing email with 400 and its message', async () => {
    const answer = await api.get('/api/users-admin/FindOrganizer', franchisee.headers);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Email is required');
  });
});
