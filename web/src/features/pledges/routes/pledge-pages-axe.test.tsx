// axe-core on the donor pages and the pledge lists as rendered in jsdom at phone width: no
// serious or critical finding. Contrast needs real layout and is left to the browser tests.
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { pledgeApi } from '@/testing/pledge-handlers';
import { renderApp } from '@/testing/render-app';
import { signInAs, testSessions } from '@/testing/sessions';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

beforeEach(() => {
  window.innerWidth = 360;
  server.use(...thonHandlers({ status: 'live' }), ...pledgeApi().handlers);
});

describe('axe at 360 px', { timeout: 30_000 }, () => {
  it.each([
    ['the student page (desktop variant)', '/student/participant-ava', 'Ava J.'],
    ['the student page (mobile variant)', '/student/participant-leo', 'Leo J.'],
    ['the event page', '/event/SPRING25', 'Spring Fun Run'],
  ])('%s', async (_, path, heading) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await seriousViolations()).toEqual([]);
  });

  it('/parent/mypledges', async () => {
    signInAs(testSessions.parent);
    renderApp('/parent/mypledges');
    await screen.findByRole('region', { name: 'Pledges you made' });
    expect(await seriousViolations()).toEqual([]);
  });

  it("the organizer's pledges section", async () => {
    signInAs(organizerSession);
    renderApp('/organizer/thons/evt-new');
    await screen.findByRole('navigation', { name: 'Pledge pages' });
    expect(await seriousViolations()).toEqual([]);
  });

  it("the teacher's class pledges", async () => {
    signInAs(testSessions.teacher);
    const { user } = renderApp('/teacher/class');
    await user.selectOptions(await screen.findByLabelText('Show the pledges of'), 'Ava Adams');
    await screen.findByLabelText('Totals for Ava A.');
    expect(await seriousViolations()).toEqual([]);
  });
});
