// The student page's prize level and the family's part, in both layouts: the level reached with its
// picture and what the next needs in dollars from cents ("$4 more per lap, or $120 once, to reach
// the Glow Bracelet"), the top level, nothing without a programme; the family's message quoted
// under the child's first name and the approved photo (alt "Photo of Maya"); Spanish; axe at 360 px.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type * as z from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import type { studentPageSchema } from '@thon/shared/api/schemas/public-pages';
import { seriousViolations } from '@/testing/console-checks';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

type StudentPage = z.output<typeof studentPageSchema>;

const maya: StudentPage = {
  ParticipantId: 'participant-maya',
  EventId: 'evt-spring-25',
  DisplayName: 'Maya R.',
  Goal: 300,
  Raised: 90,
  Progress: 30,
  Units: 0,
  UnitName: 'lap',
  StudentPageVariant: 'desktop',
  Pledged: 0,
  Supporters: [],
};

const climbing: StudentPage['Prize'] = {
  Current: { Name: 'Thon Sticker', PictureUrl: 'https://images.example.test/sticker.png' },
  Next: {
    Name: 'Glow Bracelet',
    PictureUrl: 'https://images.example.test/glow.png',
    MorePerUnitCents: 400,
    MoreOnceCents: 12_000,
  },
  UnitName: 'lap',
};

function serve(page: Partial<StudentPage>) {
  server.use(http.get(mswPath(routes.getStudentPage), () => HttpResponse.json({ ...maya, ...page })));
}

afterEach(() => localStorage.removeItem('thon.language'));

describe.each(['desktop', 'mobile'] as const)('the %s student page', (variant) => {
  it('shows the level reached with its picture and what the next one needs, in dollars', async () => {
    serve({ StudentPageVariant: variant, Prize: climbing });
    renderApp('/student/participant-maya');
    const card = await screen.findByRole('region', { name: 'Prize level' });
    expect(card).toHaveTextContent('Level reached: Thon Sticker');
    expect(card).toHaveTextContent('$4 more per lap, or $120 once, to reach the Glow Bracelet');
    expect([...card.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'https://images.example.test/sticker.png',
      'https://images.example.test/glow.png',
    ]);
    expect(card).not.toHaveTextContent('Top level reached');
  });

  it('says the top level is reached when no level is next', async () => {
    serve({
      StudentPageVariant: variant,
      Prize: { Current: { Name: 'Champion' }, UnitName: 'lap' },
    });
    renderApp('/student/participant-maya');
    const card = await screen.findByRole('region', { name: 'Prize level' });
    expect(card).toHaveTextContent('Level reached: Champion');
    expect(card).toHaveTextContent('Top level reached');
    expect(card.querySelector('img')).toBeNull();
  });

  it("shows the family's message under the child's first name, and the approved photo", async () => {
    serve({
      StudentPageVariant: variant,
      FamilyMessage: 'Maya has trained all spring. Thank you for cheering her on!',
      PhotoUrl: 'https://images.example.test/maya.jpg',
    });
    renderApp('/student/participant-maya');
    const note = await screen.findByRole('region', { name: "A message from Maya's family" });
    expect(
      within(note)
        .getByText('Maya has trained all spring. Thank you for cheering her on!')
        .closest('blockquote'),
    ).not.toBeNull();
    expect(within(note).getByRole('img', { name: 'Photo of Maya' })).toHaveAttribute(
      'src',
      'https://images.example.test/maya.jpg',
    );
  });

  it('shows no prize card, message or photo when the answer has none', async () => {
    serve({ StudentPageVariant: variant });
    renderApp('/student/participant-maya');
    await screen.findByRole('heading', { level: 1, name: 'Maya R.' });
    expect(screen.queryByRole('region', { name: 'Prize level' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "A message from Maya's family" })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo of Maya' })).not.toBeInTheDocument();
  });

  it('has no serious axe finding at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    serve({
      StudentPageVariant: variant,
      Prize: climbing,
      FamilyMessage: 'Go Maya!',
      PhotoUrl: 'https://images.example.test/maya.jpg',
    });
    renderApp('/student/participant-maya');
    await screen.findByRole('region', { name: 'Prize level' });
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the student page without a level reached yet', () => {
  it('shows only what the first level needs', async () => {
    serve({
      Prize: {
        Next: { Name: 'Glow Bracelet', MorePerUnitCents: 100, MoreOnceCents: 3_000 },
        UnitName: 'lap',
      },
    });
    renderApp('/student/participant-maya');
    const card = await screen.findByRole('region', { name: 'Prize level' });
    expect(card).toHaveTextContent('$1 more per lap, or $30 once, to reach the Glow Bracelet');
    expect(card).not.toHaveTextContent('Level reached');
  });

  it('shows a photo alone under its own name', async () => {
    serve({ PhotoUrl: 'https://images.example.test/maya.jpg' });
    renderApp('/student/participant-maya');
    expect(await screen.findByRole('region', { name: 'Photo of Maya' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "A message from Maya's family" })).not.toBeInTheDocument();
  });
});

describe('the student page in Spanish', () => {
  it('reads the prize level and the family message in Spanish', async () => {
    localStorage.setItem('thon.language', 'es');
    serve({ Prize: climbing, FamilyMessage: 'Go Maya!' });
    renderApp('/student/participant-maya');
    const card = await screen.findByRole('region', { name: 'Nivel de premio' });
    expect(card).toHaveTextContent('Nivel alcanzado: Thon Sticker');
    expect(card).toHaveTextContent('$4 más por lap, o $120 de una vez, para llegar a Glow Bracelet');
    expect(screen.getByRole('region', { name: 'Un mensaje de la familia de Maya' })).toHaveTextContent(
      'Go Maya!',
    );
  });
});
