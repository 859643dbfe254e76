import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { passwordRuleNotMet } from '@thon/shared/api/schemas/auth';
import { enterPassword } from '@thon/shared/catalog/messages';
import { mswPath, validResetToken } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { confirmPassword, linkIncomplete, passwordsDiffer } from './reset-password-page';

async function choose(token: string, password: string, confirm: string) {
  const app = renderApp(`/reset-password#token=${encodeURIComponent(token)}`);
  const field = await screen.findByLabelText('New password');
  if (password) await app.user.type(field, password);
  if (confirm) await app.user.type(screen.getByLabelText('Confirm new password'), confirm);
  await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
  return app;
}

describe('choosing a new password from a reset link', () => {
  it('sets it with the token and offers the login page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mswPath(routes.resetPassword), async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    await choose(validResetToken, 'NewSecret9', 'NewSecret9');

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your password has been changed. You can now log in with it.',
      ),
    );
    expect(bodies).toEqual([{ Token: validResetToken, Password: 'NewSecret9' }]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it.each([
    ['short', 'Ab1defg'],
    ['no digit', 'Abcdefgh'],
    ['no uppercase', 'abcdefg1'],
    ['no lowercase', 'ABCDEFG1'],
  ])('refuses a password that breaks the policy (%s) before calling', async (_case, password) => {
    let requests = 0;
    server.use(http.post(mswPath(routes.resetPassword), () => void (requests += 1)));
    await choose(validResetToken, password, password);

    expect(await screen.findByText(passwordRuleNotMet)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  });

  it('asks for both fields and for them to agree', async () => {
    const { user } = await choose(validResetToken, '', '');
    expect(await screen.findByText(enterPassword)).toBeInTheDocument();
    expect(screen.getByText(confirmPassword)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'NewSecret9');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewSecret8');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(passwordsDiffer)).toBeInTheDocument();
  });

  it("shows the API's message for a used or expired link", async () => {
    await choose('spent-token', 'NewSecret9', 'NewSecret9');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired or was already used.'),
    );
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('takes the token from the fragment and removes it from the address bar at once', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mswPath(routes.resetPassword), async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const app = await choose(validResetToken, 'NewSecret9', 'NewSecret9');
    await waitFor(() => expect(bodies).toEqual([{ Token: validResetToken, Password: 'NewSecret9' }]));
    expect(app.router.state.location).toMatchObject({ pathname: '/reset-password', hash: '', search: '' });
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('does not take a token from the query string (it would reach server logs)', async () => {
    renderApp(`/reset-password?token=${validResetToken}`);
    expect(await screen.findByText(linkIncomplete, { exact: false })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('explains a link without a token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(linkIncomplete, { exact: false })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
