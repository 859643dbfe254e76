import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { templatesSaved, unknownPlaceholder } from '@thon/shared/catalog/sharing-messages';
import { defaultShareTemplates } from '@thon/shared/sharing/share-templates';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { renderOnThonRoute } from '@/testing/render-on-thon-route';
import { signInAs } from '@/testing/sessions';
import { sharingApi } from '@/testing/sharing-handlers';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';
import { ShareTemplatesPanel } from './share-templates-panel';
import { findAlertSaying } from '@/testing/alert';

function renderPanel() {
  const api = sharingApi();
  server.use(...api.handlers);
  const { user } = renderOnThonRoute(<ShareTemplatesPanel eventId="evt-new" />);
  return { api, user };
}

const panel = async () => within(await screen.findByRole('region', { name: 'Share templates' }));

describe('the share templates section', () => {
  it('lists the placeholders and previews each template with a sample participant as it is typed', async () => {
    const { user } = renderPanel();
    const section = await panel();
    const sms = await section.findByLabelText('Text message');
    expect(section.getByText('{ParticipantName}')).toBeInTheDocument();
    expect(sms).toHaveAccessibleDescription(
      expect.stringContaining('Ava J. is running in Spring Fun Run! Sponsor per laps or give once'),
    );
    await user.clear(sms);
    await user.type(sms, 'Go {{ParticipantName}! {{EventUrl}');
    expect(sms).toHaveAccessibleDescription(
      expect.stringContaining('Go Ava J.! http://localhost:3000/student/participant-ava'),
    );
  });

  it('saves, says so, and shows a refusal under its field', async () => {
    const { api, user } = renderPanel();
    const section = await panel();
    const subject = await section.findByLabelText('Email subject');
    await user.clear(subject);
    await user.type(subject, 'Help {{Participant}');
    await user.click(section.getByRole('button', { name: 'Save templates' }));
    expect(
      await section.findByText(unknownPlaceholder('Participant'), { selector: 'li' }),
    ).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');

    await user.clear(subject);
    await user.type(subject, 'Help {{ParticipantName}');
    await user.click(section.getByRole('button', { name: 'Save templates' }));
    await findAlertSaying(section, templatesSaved);
    expect(api.saves.at(-1)).toEqual({ ...defaultShareTemplates, EmailSubject: 'Help {ParticipantName}' });
  });

  it('restores our defaults into the fields', async () => {
    const { user } = renderPanel();
    const section = await panel();
    const guest = await section.findByLabelText('Guest share (social posts and after a pledge)');
    await user.clear(guest);
    await user.click(section.getByRole('button', { name: 'Restore defaults' }));
    expect(guest).toHaveValue(defaultShareTemplates.GuestShare);
  });

  it("is part of the Thon page, whose roster links to each participant's share page", async () => {
    server.use(...thonHandlers({ status: 'live' }));
    signInAs(organizerSession);
    renderApp('/organizer/thons/evt-new');
    await screen.findByRole('region', { name: 'Share templates' });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Share .*'s page$/ }).length).toBeGreaterThan(0),
    );
  });
});
