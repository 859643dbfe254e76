// Counts read naturally in both languages: one runner, thirty laps. English picks its form with
// Intl.PluralRules (no i18next download), Spanish with i18next's _one/_other keys.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamLeaderboard } from '@/features/events/components/team-leaderboard';
import { CapStatement } from '@/features/pledges/components/pledge-statement';
import { translateEnglish } from './english';
import { createSpanishTranslator } from './spanish';
import { TranslationProvider } from './translation';

const teams = (count: number) => [{ TeamId: 't', Name: 'Rivera', Raised: 10, ParticipantCount: count }];

describe('counted texts in English', () => {
  it.each([
    [0, '(0 runners)'],
    [1, '(1 runner)'],
    [2, '(2 runners)'],
    [30, '(30 runners)'],
  ])('%i on the leaderboard reads %s', (count, text) => {
    render(<TeamLeaderboard teams={teams(count)} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says laps by their number in the cap statement: 1 lap, 30 laps', () => {
    const { rerender } = render(<CapStatement units={1} unitName="lap" rateCents={200} />);
    expect(screen.getByText('at most 1 lap x $2 = $2')).toBeInTheDocument();
    rerender(<CapStatement units={30} unitName="lap" rateCents={200} />);
    expect(screen.getByText('at most 30 laps x $2 = $60')).toBeInTheDocument();
  });

  it('fills placeholders of a text with no plural forms as before', () => {
    expect(translateEnglish('Support {{name}}', { name: 'Ava J.' })).toBe('Support Ava J.');
    expect(translateEnglish('({{count}} runners)')).toBe('({{count}} runners)');
  });
});

describe('counted texts in Spanish', async () => {
  const t = await createSpanishTranslator();

  it.each([
    [1, '(1 corredor)'],
    [2, '(2 corredores)'],
    [30, '(30 corredores)'],
  ])('%i runners read %s', (count, text) => {
    expect(t('({{count}} runners)', { count })).toBe(text);
  });

  it('on the leaderboard, once the Spanish has loaded', async () => {
    render(
      <TranslationProvider language="es">
        <TeamLeaderboard teams={teams(1)} />
      </TranslationProvider>,
    );
    expect(await screen.findByText('(1 corredor)')).toBeInTheDocument();
  });
});
