// A first visit waits for every matched route's loader before the layout renders; meanwhile the
// root's fallback is the whole frame, the same markup index.html paints before the scripts run
// (page-shell.tsx), so the header and footer never vanish between the two.
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';

describe('a first visit while its page loads', () => {
  it('shows the header and footer around the loading note', async () => {
    // The event code's lookup never answers within the test: the page stays loading.
    server.use(http.post('*/api/EventCode', () => new Promise<Response>(() => {})));
    const { router } = renderApp('/event/RUN2024');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Thon' }));
    expect(screen.getByRole('contentinfo')).toContainElement(
      screen.getByRole('link', { name: 'Contact and support' }),
    );
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });
});
