// The parent dashboard's prize card and the family's controls of a child's student page: the
// prize wording from cents, the top level, no programme; the message editor (counter, save,
// remove, a refusal, "Hidden by the organizer"); the photo, only where the Thon allows photos,
// only after the consent box is ticked, through the presigned POST to S3 and the confirm, then
// waiting for approval, shown once approved, not approved, and removed; Spanish; axe at 360 px.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '@/testing/console-checks';
import { FakeXhr } from '@/testing/fake-xhr';
import { must } from '@/testing/must';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { signInAs, testSessions } from '@/testing/sessions';
import { dashboardChild, familyPageApi, presignedUrl } from '@/testing/student-page-handlers';

const climbing = {
  Current: { Name: 'Thon Sticker', PictureUrl: 'https://images.example.test/sticker.png' },
  Next: { Name: 'Glow Bracelet', MorePerUnitCents: 400, MoreOnceCents: 12_000 },
  UnitName: 'lap',
};

function openDashboard(...children: Parameters<typeof familyPageApi>[0]) {
  const api = familyPageApi(children.length > 0 ? children : [dashboardChild()]);
  server.use(...api.handlers);
  signInAs(testSessions.parent);
  const { user } = renderApp('/parent/dashboard');
  return { api, user };
}

const mayaCard = () => screen.findByRole('article', { name: 'Maya Reyes' });

const photo = (bytes = 2048, type = 'image/jpeg', name = 'maya.jpg') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('thon.language');
});

describe("a child's prize level on the parent dashboard", () => {
  it('says the level reached and what the next needs, in dollars from cents', async () => {
    openDashboard(dashboardChild({ Prize: climbing }));
    const card = within(await mayaCard()).getByRole('region', { name: 'Prize level' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Prize level' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Level reached: Thon Sticker');
    expect(card).toHaveTextContent('$4 more per lap, or $120 once, to reach the Glow Bracelet');
  });

  it('says the top level is reached', async () => {
    openDashboard(dashboardChild({ Prize: { Current: { Name: 'Champion' }, UnitName: 'lap' } }));
    const card = within(await mayaCard()).getByRole('region', { name: 'Prize level' });
    expect(card).toHaveTextContent('Top level reached');
  });

  it('shows no prize level without a programme', async () => {
    openDashboard(dashboardChild());
    expect(within(await mayaCard()).queryByRole('region', { name: 'Prize level' })).not.toBeInTheDocument();
  });
});

describe("the family's message", () => {
  it('counts the characters and saves the message', async () => {
    const { api, user } = openDashboard();
    const card = await mayaCard();
    const editor = within(card).getByRole('region', { name: "Your message on Maya's page" });
    const box = within(editor).getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('maxLength', '280');
    expect(editor).toHaveTextContent('0 of 280 characters');
    await user.type(box, 'Go Maya!');
    expect(editor).toHaveTextContent('8 of 280 characters');
    await user.click(within(editor).getByRole('button', { name: 'Save message' }));
    expect(await within(editor).findByText('Your message was saved.')).toBeInTheDocument();
    expect(api.sent.messages).toEqual([{ ParticipantId: 'participant-maya', Message: 'Go Maya!' }]);
    expect(api.children[0]?.PageMessage).toBe('Go Maya!');
  });

  it('removes the message and empties the box', async () => {
    const { api, user } = openDashboard(
      dashboardChild({ PageMessage: 'Go Maya!', FamilyMessage: 'Go Maya!' }),
    );
    const editor = within(await mayaCard()).getByRole('region', { name: "Your message on Maya's page" });
    expect(within(editor).getByRole('textbox', { name: 'Message' })).toHaveValue('Go Maya!');
    await user.click(within(editor).getByRole('button', { name: 'Remove message' }));
    expect(await within(editor).findByText('Your message was removed.')).toBeInTheDocument();
    expect(api.sent.messages).toEqual([{ ParticipantId: 'participant-maya', Message: '' }]);
    await waitFor(() => expect(within(editor).getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    await waitFor(() =>
      expect(within(editor).queryByRole('button', { name: 'Remove message' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal beside the message", async () => {
    const { user } = openDashboard();
    const editor = within(await mayaCard()).getByRole('region', { name: "Your message on Maya's page" });
    await user.type(within(editor).getByRole('textbox', { name: 'Message' }), 'See https://example.com');
    await user.click(within(editor).getByRole('button', { name: 'Save message' }));
    expect(
      await within(editor).findByText(
        "Please leave links out of the message: a student's page does not show links.",
      ),
    ).toBeInTheDocument();
  });

  it('says a message the organizer hid is hidden', async () => {
    openDashboard(dashboardChild({ PageMessage: 'Go Maya!', PageMessageHidden: true }));
    const editor = within(await mayaCard()).getByRole('region', { name: "Your message on Maya's page" });
    expect(editor).toHaveTextContent('Hidden by the organizer');
  });

  it('is not offered for a child still waiting for approval', async () => {
    openDashboard(dashboardChild({ AwaitingApproval: true }));
    const card = await mayaCard();
    expect(
      within(card).queryByRole('region', { name: "Your message on Maya's page" }),
    ).not.toBeInTheDocument();
  });
});

describe("the family's photo", () => {
  it('is not offered where the Thon does not allow photos', async () => {
    openDashboard(dashboardChild({ FamilyPhotosAllowed: false }));
    const card = await mayaCard();
    expect(within(card).queryByRole('region', { name: "Photo on Maya's page" })).not.toBeInTheDocument();
  });

  it('needs the consent box ticked before a file can be chosen, then uploads, confirms and waits for approval', async () => {
    const { api, user } = openDashboard(dashboardChild({ FamilyPhotosAllowed: true }));
    const section = within(await mayaCard()).getByRole('region', { name: "Photo on Maya's page" });
    const input = within(section).getByLabelText('Choose a photo');
    expect(input).toBeDisabled();
    // A disabled input takes no file: nothing is asked or sent.
    await user.upload(input, photo());
    expect(api.sent.uploads).toEqual([]);

    await user.click(
      within(section).getByRole('checkbox', { name: "I agree to show this photo on Maya's page" }),
    );
    expect(input).toBeEnabled();
    await user.upload(input, photo(2048));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(api.sent.uploads).toEqual([
      { ParticipantId: 'participant-maya', ContentType: 'image/jpeg', Size: 2048, Consent: true },
    ]);
    const xhr = must(FakeXhr.sent[0], 'the S3 post');
    expect(xhr.url).toBe(presignedUrl);
    expect(xhr.partNames()).toEqual(['key', 'Policy', 'file']);
    expect(within(section).getByRole('progressbar', { name: 'Uploading the photo' })).toBeInTheDocument();
    act(() => xhr.respond(204));

    expect(await within(section).findByText('The photo was sent for approval.')).toBeInTheDocument();
    expect(api.sent.confirms).toEqual([
      { ParticipantId: 'participant-maya', UploadKey: 'incoming/participant-maya/photo-1' },
    ]);
    expect(await within(section).findByText("Waiting for the organizer's approval")).toBeInTheDocument();
    // Consent is asked again for the next photo.
    expect(within(section).getByRole('checkbox')).not.toBeChecked();
    expect(input).toBeDisabled();
  });

  it('refuses a file that is not a photo before asking the server', async () => {
    const { api } = openDashboard(dashboardChild({ FamilyPhotosAllowed: true }));
    // The input accepts photos only; a person can still force another file on it.
    const user = userEvent.setup({ applyAccept: false });
    const section = within(await mayaCard()).getByRole('region', { name: "Photo on Maya's page" });
    await user.click(within(section).getByRole('checkbox'));
    await user.upload(within(section).getByLabelText('Choose a photo'), photo(100, 'image/gif', 'maya.gif'));
    expect(await within(section).findByText('Please choose a JPEG, PNG or WebP photo.')).toBeInTheDocument();
    expect(api.sent.uploads).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('shows the approved photo with its alt text, and removes it', async () => {
    const { api, user } = openDashboard(
      dashboardChild({
        FamilyPhotosAllowed: true,
        PhotoStatus: 'approved',
        PhotoUrl: 'https://images.example.test/maya.jpg',
      }),
    );
    const section = within(await mayaCard()).getByRole('region', { name: "Photo on Maya's page" });
    expect(section).toHaveTextContent('Shown on the page');
    expect(within(section).getByRole('img', { name: 'Photo of Maya' })).toHaveAttribute(
      'src',
      'https://images.example.test/maya.jpg',
    );
    await user.click(within(section).getByRole('button', { name: 'Remove photo' }));
    expect(await within(section).findByText('The photo was removed.')).toBeInTheDocument();
    expect(api.sent.removals).toEqual([{ ParticipantId: 'participant-maya' }]);
    await waitFor(() => expect(within(section).queryByRole('img')).not.toBeInTheDocument());
  });

  it('says when the organizer did not approve the photo', async () => {
    openDashboard(dashboardChild({ FamilyPhotosAllowed: true, PhotoStatus: 'rejected' }));
    const section = within(await mayaCard()).getByRole('region', { name: "Photo on Maya's page" });
    expect(section).toHaveTextContent('The organizer did not approve this photo.');
    expect(within(section).getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });
});

describe('the family controls in Spanish', () => {
  it('reads the prize level, the message editor and the consent in Spanish', async () => {
    localStorage.setItem('thon.language', 'es');
    openDashboard(dashboardChild({ Prize: climbing, FamilyPhotosAllowed: true }));
    const card = await mayaCard();
    expect(
      await within(card).findByRole('region', { name: 'Su mensaje en la página de Maya' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Nivel de premio' })).toHaveTextContent(
      '$4 más por lap, o $120 de una vez, para llegar a Glow Bracelet',
    );
    expect(
      within(card).getByRole('checkbox', { name: 'Acepto que esta foto se muestre en la página de Maya' }),
    ).toBeInTheDocument();
  });
});

describe('axe at 360 px', () => {
  it('finds nothing serious on a dashboard with every control', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    openDashboard(
      dashboardChild({
        Prize: climbing,
        PageMessage: 'Go Maya!',
        PageMessageHidden: true,
        FamilyPhotosAllowed: true,
        PhotoStatus: 'approved',
        PhotoUrl: 'https://images.example.test/maya.jpg',
      }),
    );
    await mayaCard();
    expect(await seriousViolations()).toEqual([]);
  });
});
