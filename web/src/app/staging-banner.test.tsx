import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StagingBanner } from './staging-banner';

function robotsMeta() {
  return document.head.querySelector('meta[name="robots"]');
}

describe('staging banner', () => {
  it.each(['localhost', 'thon-staging.example.org', 'Staging.Example.org'])(
    'on %s shows "Test site" and asks search engines not to index',
    (host) => {
      render(<StagingBanner host={host} />);
      expect(screen.getByRole('region', { name: 'Test site' })).toHaveTextContent('Test site');
      expect(robotsMeta()).toHaveAttribute('content', 'noindex');
    },
  );

  it('on the production host shows nothing and leaves indexing alone', () => {
    render(<StagingBanner host="thon.example.org" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Test site')).not.toBeInTheDocument();
    expect(robotsMeta()).toBeNull();
  });

  it('reads the browser host by default (jsdom serves from localhost)', () => {
    render(<StagingBanner />);
    expect(screen.getByRole('region', { name: 'Test site' })).toHaveTextContent('Test site');
  });
});
