// The event page's prizes section: fetched after the page has rendered (a request of its own), the
// programme's levels with thresholds and prize names, how a gift given once counts, and each class's
// figure toward each challenge with the "Met" badge; no child named; Spanish; axe at 360 px.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '@/testing/console-checks';
import { must } from '@/testing/must';
import { server } from '@/testing/msw-server';
import { thonPrizesFixture, thonPrizesHandler } from '@/testing/prize-public-handlers';
import { renderApp } from '@/testing/render-app';

beforeEach(() => sessionStorage.clear());

describe("the event page's prizes", () => {
  it('load after the page has rendered, in a request of their own', async () => {
    let release: (answer: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    server.use(
      thonPrizesHandler(() => {
        asked += 1;
        return held;
      }),
    );
    renderApp('/event/SPRING25');
    await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' });
    expect(screen.getByRole('region', { name: 'Team leaderboard' })).toBeInTheDocument();
    await expect.poll(() => asked).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Prizes' })).not.toBeInTheDocument();

    release(HttpResponse.json(thonPrizesFixture));
    const prizes = await screen.findByRole('region', { name: 'Prizes' });
    expect(prizes).toHaveTextContent('How prizes work: $30 given once counts as $1 a lap.');
    expect(asked).toBe(1);
  });

  it('shows each level with its threshold, picture and prizes', async () => {
    server.use(thonPrizesHandler(() => thonPrizesFixture));
    renderApp('/event/SPRING25');
    const prizes = await screen.findByRole('region', { name: 'Prizes' });
    expect(prizes).toHaveTextContent('Each level reached earns its prizes.');
    const levels = within(prizes).getAllByRole('listitem');
    expect(levels.map((level) => level.textContent)).toEqual([
      'RegisteredEvery registered runnerThon Sticker',
      'Glow Bracelet$1 a lapGlow Bracelet',
      'Champion$3 a lapThon T-shirt, Medal',
    ]);
    // The picture beside the level's name is decorative (alt ""): the name says it.
    expect(levels[1]?.querySelector('img')).toHaveAttribute('src', 'https://images.example.test/glow.png');
    expect(levels[1]?.querySelector('img')).toHaveAttribute('alt', '');
  });

  it("shows each class's figure toward a challenge, its bar and the Met badge, naming no child", async () => {
    server.use(thonPrizesHandler(() => thonPrizesFixture));
    renderApp('/event/SPRING25');
    const challenges = await screen.findByRole('region', { name: 'Class challenges' });
    const challenge = within(challenges).getByRole('article', { name: 'Every family in' });
    expect(challenge).toHaveTextContent('Goal: 80% of the class with a pledge · Reward: Extra recess');
    const [rivera, chen] = within(challenge).getAllByRole('listitem');
    expect(rivera).toHaveTextContent("Mrs. Rivera's 3rd Grade85% with a pledge Met");
    expect(chen).toHaveTextContent("Mr. Chen's 4th Grade40% with a pledge");
    expect(within(must(chen, 'the second class')).queryByText('Met')).not.toBeInTheDocument();
    expect(
      within(challenge).getByRole('progressbar', {
        name: "Mr. Chen's 4th Grade: progress toward Every family in",
      }),
    ).toHaveAttribute('aria-valuenow', '50');
    for (const section of [challenges, screen.getByRole('region', { name: 'Prizes' })]) {
      expect(section).not.toHaveTextContent('Ava J.');
      expect(section).not.toHaveTextContent('Liam S.');
    }
  });

  it('reads each metric in its own terms', async () => {
    const classes = must(thonPrizesFixture.Challenges[0], 'a challenge').Classes;
    server.use(
      thonPrizesHandler(() => ({
        ...thonPrizesFixture,
        Levels: [],
        Challenges: [
          {
            ChallengeId: 'd',
            Name: 'Donors',
            Metric: 'donors',
            Target: 30,
            Reward: 'Pizza',
            Classes: classes,
          },
          {
            ChallengeId: 'p',
            Name: 'Per child',
            Metric: 'perChild',
            Target: 5_000,
            Reward: 'Art',
            Classes: classes,
          },
          {
            ChallengeId: 'r',
            Name: 'Raised',
            Metric: 'raised',
            Target: 200_000,
            Reward: 'Music',
            Classes: classes,
          },
        ],
      })),
    );
    renderApp('/event/SPRING25');
    const challenges = await screen.findByRole('region', { name: 'Class challenges' });
    // No levels: no programme section.
    expect(screen.queryByRole('region', { name: 'Prizes' })).not.toBeInTheDocument();
    const text = (name: string) => within(challenges).getByRole('article', { name }).textContent;
    expect(text('Donors')).toContain('Goal: 30 donors');
    expect(text('Donors')).toContain('Donors: 25');
    expect(text('Per child')).toContain('Goal: $50 per child');
    expect(text('Per child')).toContain('$75 per child');
    expect(text('Raised')).toContain('Goal: $2,000 raised');
    expect(text('Raised')).toContain('$1,500 raised');
  });

  it('shows nothing for a Thon without a programme or challenges', async () => {
    renderApp('/event/SPRING25');
    await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' });
    // The default answer is empty; once it is in, neither section appears.
    await screen.findByRole('region', { name: 'Participants' });
    expect(screen.queryByRole('region', { name: 'Prizes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Class challenges' })).not.toBeInTheDocument();
  });

  it('says the prizes could not be loaded when the request fails, and keeps the page', async () => {
    server.use(thonPrizesHandler(() => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    renderApp('/event/SPRING25');
    const prizes = await screen.findByRole('region', { name: 'Prizes' });
    expect(prizes).toHaveTextContent('The prizes could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Spring Fun Run' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    localStorage.setItem('thon.language', 'es');
    try {
      server.use(thonPrizesHandler(() => thonPrizesFixture));
      renderApp('/event/SPRING25');
      const prizes = await screen.findByRole('region', { name: 'Premios' });
      expect(prizes).toHaveTextContent(
        'Cómo funcionan los premios: $30 donados de una vez cuentan como $1 por lap.',
      );
      expect(await screen.findByRole('region', { name: 'Desafíos de clase' })).toHaveTextContent('Cumplido');
    } finally {
      localStorage.removeItem('thon.language');
    }
  });

  it('has no serious axe finding at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    server.use(thonPrizesHandler(() => thonPrizesFixture));
    renderApp('/event/SPRING25');
    await screen.findByRole('region', { name: 'Class challenges' });
    expect(await seriousViolations()).toEqual([]);
  });
});
