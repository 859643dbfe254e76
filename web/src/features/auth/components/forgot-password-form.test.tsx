import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { accountNotFound } from '@thon/shared/catalog/messages';
import { knownResetEmail, mswPath } from '../../../testing/handlers';
import { findPanel } from '../../../testing/login-page';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

async function askForLink(email: string) {
  const app = renderApp('/login');
  const panel = await findPanel('forgotPassword');
  if (email) await app.user.type(panel.getByLabelText('Email address'), email);
  await app.user.click(panel.getByRole('button', { name: 'Email me a reset link' }));
  return { ...app, panel };
}

describe('forgot password', () => {
  it('confirms with the exact text of spec section 8, two spaces included', async () => {
    const { panel } = await askForLink(` ${knownResetEmail} `);

    await waitFor(() =>
      expect(panel.getByRole('alert').textContent).toBe(
        `Thanks, we have emailed a password reset link to ${knownResetEmail}.  This link will only be valid for 1 hour.`,
      ),
    );
  });

  it("says 'Sorry, we could not find that account' for an unknown address", async () => {
    const { panel } = await askForLink('nobody@example.com');

    await waitFor(() => expect(panel.getByRole('alert').textContent).toBe(accountNotFound));
  });

  it('asks for a valid address before sending anything', async () => {
    let requests = 0;
    server.use(http.post(mswPath(routes.emailPasswordResetLink), () => void (requests += 1)));

    const { panel, user } = await askForLink('');
    expect(await panel.findByText('Please enter your email address.')).toBeInTheDocument();

    await user.type(panel.getByLabelText('Email address'), 'not-an-email');
    await user.click(panel.getByRole('button', { name: 'Email me a reset link' }));
    expect(await panel.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it("shows the API's message when it refuses", async () => {
    server.use(
      http.post(mswPath(routes.emailPasswordResetLink), () =>
        HttpResponse.json({ message: 'Too many requests. Try again later.' }, { status: 429 }),
      ),
    );
    const { panel } = await askForLink(knownResetEmail);
    await waitFor(() =>
      expect(panel.getByRole('alert')).toHaveTextContent('Too many requests. Try again later.'),
    );
  });
});
