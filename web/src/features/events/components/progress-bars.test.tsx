// Every progress bar takes its maximum from the catalogue (spec section 9). The catalogue is
// mocked to another maximum here, so a bar with a hard-coded 100 fails.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as InterfaceDefaults from '@thon/shared/catalog/interface-defaults';
import { GoalThermometer } from './goal-thermometer';
import { ProgressMeter } from '@/components/progress-meter';

vi.mock('@thon/shared/catalog/interface-defaults', async (original) => ({
  ...(await original<typeof InterfaceDefaults>()),
  progressBarMax: 200,
}));

function fillOf(bar: HTMLElement): string {
  return (bar.firstElementChild as HTMLElement).style.width;
}

describe('progress bars', () => {
  it('the progress meter scales percent to the catalogue maximum', () => {
    render(<ProgressMeter raised={40} goal={100} progress={40} label="Shares" />);
    const bar = screen.getByRole('progressbar', { name: 'Shares' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(fillOf(bar)).toBe('40%');
  });

  it('the progress meter clamps to its ends', () => {
    render(<ProgressMeter raised={0} goal={0} progress={140} label="Over" />);
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '200');
  });

  it('the goal thermometer uses the same scale', () => {
    render(<GoalThermometer raised={25} goal={100} progress={25} pledged={50} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress toward the goal' });
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    const [raised, pledged] = Array.from(bar.children) as HTMLElement[];
    expect(raised?.style.width).toBe('25%');
    expect(pledged?.style.width).toBe('50%');
  });
});
