// The guest share in the visitor's language: GetGuestShare answers every language at
// once (one cached copy), and the share buttons pass on the visitor's.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { linksOf, sharingApi } from '@/testing/sharing-handlers';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

const smsBody = (text: string) => `sms:?&body=${encodeURIComponent(text)}`;

describe('the guest share in the visitor’s language', () => {
  it('texts the Spanish guest share from a Spanish browser, and the English once English is chosen', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    server.use(...sharingApi().handlers);
    const { user } = renderApp('/student/participant-ava');
    const link = linksOf('participant-ava').sms;
    const textLink = () => screen.getByRole('link', { name: 'Mensaje de texto' });
    await waitFor(() =>
      expect(textLink()).toHaveAttribute(
        'href',
        smsBody(`Acabo de patrocinar a Ava J. en Spring Fun Run. Únase a mí y apoye a su escuela: ${link}`),
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language / Idioma' }), 'en');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Text message' })).toHaveAttribute(
        'href',
        smsBody(`I just sponsored Ava J. in Spring Fun Run. Join me and help their school: ${link}`),
      ),
    );
  });
});
