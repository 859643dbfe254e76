// Which public paths a Thon change invalidates, on an in-memory CDN: a child's change names the
// event page and that child's cached paths (ids encoded as the path carries them), a Thon-wide one
// its own children only, never a wildcard that would empty every Thon's student pages.
import { describe, expect, it } from 'vitest';
import { invalidateParticipantPages, thonPagePaths } from '../../../src/domain/events/public-page-cache';
import { RecordingCdn } from '../../support/in-memory/cdn';

describe('public page cache', () => {
  it("invalidates a child's change on the event page and the child's own cached paths", async () => {
    const cdn = new RecordingCdn();
    await invalidateParticipantPages(cdn, 'e2', 'p 9');
    expect(cdn.invalidated).toEqual([
      [
        '/api/events/GetEventPage/e2',
        '/api/participants/GetStudentPage/p%209',
        '/api/sharing/GetGuestShare/p%209',
      ],
    ]);
  });

  it("names a Thon's own pages only: its event page and each of its children's cached paths, no wildcard", () => {
    expect(thonPagePaths('event 1', ['p1', 'p2'])).toEqual([
      '/api/events/GetEventPage/event%201',
      '/api/participants/GetStudentPage/p1',
      '/api/sharing/GetGuestShare/p1',
      '/api/participants/GetStudentPage/p2',
      '/api/sharing/GetGuestShare/p2',
    ]);
  });
});
