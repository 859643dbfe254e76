import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import { renderApp } from '../../../testing/render-app';

describe('donor event page', () => {
  it('shows the event, its progress, the team leaderboard and participants by first name and initial', async () => {
    renderApp('/event/SPRING25');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' })).toBeInTheDocument();
    expect(screen.getByText('Maple Elementary')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('$2,500')).toBeInTheDocument();
    const leaderboard = screen.getByRole('region', { name: 'Team leaderboard' });
    expect(leaderboard).toHaveTextContent("Mrs. Rivera's 3rd Grade");
    expect(screen.getByRole('region', { name: 'Participants' })).toHaveTextContent('Ava J.');
  });

  it('says the code is not valid when it names no event', async () => {
    renderApp('/event/NOPE1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidEventCode);
  });
});
