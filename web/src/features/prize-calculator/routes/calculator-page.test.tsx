// /shop/reports/calculator against the fake calculator API (testing/prize-calculator-handlers.ts, on
// the shared calculation rules): the form's request (buffer, budget in cents, a level's percent
// typed), the basis line, each level's prizes and the supplies with their rounding said in words,
// the cost warnings in an alert, the actual awards beside the expected after the start, the draft
// order (one cart per vendor, the result's Idempotency-Key kept across a retry and a "still being
// made" refusal, a new one per calculation, links into the cart builder), a franchisee team leader who plans but does not order, a vendor told whom the page is
// for (no call), and axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { prizeCalculatorRoutes } from '@thon/shared/api/routes/prize-calculator';
import type { Session } from '@thon/shared/api/schemas/session';
import {
  calculatorCartsInProgress,
  calculatorPercentsRise,
} from '@thon/shared/catalog/prize-calculator-messages';
import {
  calculatorBudgetNotValid,
  calculatorForBuyersOnly,
  calculatorOrderingForBuyers,
} from '@thon/shared/catalog/prize-calculator-page-messages';
import type { CalculatorProduct } from '@thon/shared/prizes/calculator';
import { consoleThonApi, consoleThonFixture } from '@/testing/console-thon-handlers';
import { seriousViolations } from '@/testing/console-checks';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { prizeCalculatorApi, type FakeCalculatorThon } from '@/testing/prize-calculator-handlers';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

const franchisee = makeSession('franchisee-user', { UserId: 'user-frank', FranchiseId: 'fr-north-texas' });
const teamLeader = makeSession('franchisee-team-leader', {
  UserId: 'user-tina',
  FranchiseId: 'fr-north-texas',
});

const prizeCo = { vendorId: 'vendor-prizes', vendorName: 'Prize Co' };
const bracelet: CalculatorProduct = {
  productId: 'p-bracelet',
  name: 'Glow bracelet',
  ...prizeCo,
  packSize: 12,
  minimumQuantity: 0,
  priceCents: 50,
  variants: [],
};
const shirt: CalculatorProduct = {
  productId: 'p-shirt',
  name: 'Prize shirt',
  ...prizeCo,
  packSize: 1,
  minimumQuantity: 1,
  priceCents: 800,
  variants: [
    { variantId: 'v-ym', sizeCode: 'YM' },
    { variantId: 'v-am', sizeCode: 'AM' },
  ],
};
const medal: CalculatorProduct = {
  productId: 'p-medal',
  name: 'Medal',
  ...prizeCo,
  packSize: 1,
  minimumQuantity: 50,
  priceCents: 200,
  variants: [],
};
const powder: CalculatorProduct = {
  productId: 'p-powder',
  name: 'Color powder',
  vendorId: 'vendor-race',
  vendorName: 'Race Ready Supply',
  packSize: 5,
  minimumQuantity: 0,
  priceCents: 300,
  variants: [{ variantId: 'v-pink' }],
  amountPerParticipant: 1,
  quantityUnit: 'lb',
};

// 40 participants; of 10 past participants, 5 reached $1 a lap ($30 once) and 2 reached $3 a lap:
// 40, 20 and 8 students expected at the three levels (cumulative).
const maple: FakeCalculatorThon = {
  thonId: 'ev-maple',
  thonName: 'Maple Fun Run',
  mode: 'cumulative',
  divisor: 30,
  levels: [
    {
      levelId: 'lv-registered',
      name: 'Registered',
      thresholdPerUnitCents: 0,
      prizes: [{ productId: 'p-bracelet', productName: 'Glow bracelet', quantity: 1, sized: false }],
    },
    {
      levelId: 'lv-1',
      name: 'Runner',
      thresholdPerUnitCents: 100,
      prizes: [{ productId: 'p-shirt', productName: 'Prize shirt', quantity: 1, sized: true }],
    },
    {
      levelId: 'lv-3',
      name: 'Champion',
      thresholdPerUnitCents: 300,
      prizes: [{ productId: 'p-medal', productName: 'Medal', quantity: 1, sized: false }],
    },
  ],
  supplies: [{ productId: 'p-powder', productName: 'Color powder' }],
  products: [bracelet, shirt, medal, powder],
  participants: 40,
  shirtSizeCounts: { YM: 20, AM: 20 },
  pastCredits: [0, 0, 0, 1000, 2000, 3000, 3000, 3000, 9000, 9000],
  pastThons: [
    { ThonId: 'ev-2025', Name: 'Maple Fun Run 2025', Participants: 6 },
    { ThonId: 'ev-2024', Name: 'Maple Fun Run 2024', Participants: 4 },
  ],
  historyOf: { Scope: 'school', Name: 'Lincoln Elementary' },
  expectedRaiseCents: 400_000,
};

function open(session: Session, thon: FakeCalculatorThon = maple, path = '/shop/reports/calculator') {
  const api = prizeCalculatorApi({ thons: [thon] });
  server.use(
    ...api.handlers,
    ...consoleThonApi({ thons: [consoleThonFixture({ EventId: thon.thonId, Name: thon.thonName })] })
      .handlers,
  );
  signInAs(session);
  return { api, ...renderApp(path) };
}

type User = ReturnType<typeof open>['user'];

async function calculateFor(user: User, options: { buffer?: string; budget?: string } = {}) {
  await user.selectOptions(await screen.findByLabelText('Thon'), 'ev-maple');
  if (options.buffer !== undefined) {
    await user.clear(screen.getByLabelText('Buffer (%)'));
    await user.type(screen.getByLabelText('Buffer (%)'), options.buffer);
  }
  if (options.budget !== undefined)
    await user.type(screen.getByLabelText('Budget ($, optional)'), options.budget);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
}

/** The cells of a table's body rows, by row, as text. */
const cellsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => {
  window.innerWidth = 1024;
});

describe('/shop/reports/calculator', () => {
  it('sends the Thon, the buffer and the budget in cents, and says the basis of the history', async () => {
    const { api, user } = open(franchisee);
    await calculateFor(user, { buffer: '15', budget: '$2,500.50' });
    expect(
      await screen.findByText(
        'Based on 2 past Thons of Lincoln Elementary: Maple Fun Run 2025 (6 participants), Maple Fun Run 2024 (4 participants)',
      ),
    ).toBeInTheDocument();
    expect(api.sent.runs).toEqual([{ ThonId: 'ev-maple', BufferPercent: 15, BudgetCents: 250050 }]);
  });

  it('prefills each level with its expected percent, and sends the one typed: the basis becomes yours', async () => {
    const { api, user } = open(franchisee);
    await calculateFor(user);
    const champion = await screen.findByRole('spinbutton', { name: 'Champion' });
    expect(champion).toHaveValue(20);
    expect(screen.getByRole('spinbutton', { name: 'Runner' })).toHaveValue(50);
    await user.clear(champion);
    await user.type(champion, '37.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Your percentages')).toBeInTheDocument();
    expect(api.sent.runs[1]).toEqual({
      ThonId: 'ev-maple',
      BufferPercent: 10,
      ExpectedPercents: [{ LevelId: 'lv-3', Percent: 37.5 }],
    });
    // 37.5% of 40 is 15 champions, 17 with the buffer: still the minimum of 50 medals.
    const medals = screen.getByRole('region', { name: 'Prizes: Champion' });
    expect(cellsOf(medals)[0]?.slice(2, 5)).toEqual([
      '15',
      '50',
      '17 with the 10% buffer, raised to the minimum of 50',
    ]);
  });

  it("says the API's refusal of percents that rise with the level", async () => {
    const { user } = open(franchisee);
    await calculateFor(user);
    const champion = await screen.findByRole('spinbutton', { name: 'Champion' });
    await user.clear(champion);
    await user.type(champion, '80');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(calculatorPercentsRise('Champion', 'Runner'), {
        selector: '.form-status span',
      }),
    ).toBeInTheDocument();
  });

  it('starts on the Thon the address names (?thon=), when it is one of the buyer’s', async () => {
    const { api, user } = open(franchisee, maple, '/shop/reports/calculator?thon=ev-maple');
    expect(await screen.findByLabelText('Thon')).toHaveValue('ev-maple');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('region', { name: 'Supplies to order' });
    expect(api.sent.runs).toEqual([{ ThonId: 'ev-maple', BufferPercent: 10 }]);
  });

  it('ignores a Thon in the address that is not one of the buyer’s', async () => {
    open(franchisee, maple, '/shop/reports/calculator?thon=ev-elsewhere');
    expect(await screen.findByLabelText('Thon')).toHaveValue('');
  });

  it('refuses a budget that is not dollars before asking the API', async () => {
    const { api, user } = open(franchisee);
    await calculateFor(user, { budget: '12.345' });
    expect(
      await screen.findByText(calculatorBudgetNotValid, { selector: '.form-status span' }),
    ).toBeInTheDocument();
    expect(api.sent.runs).toHaveLength(0);
  });

  it('shows per level and for the supplies what is needed, what is ordered and why, with the cost', async () => {
    const { user } = open(franchisee);
    await calculateFor(user);
    const overview = await screen.findByRole('region', { name: 'Expected students per level' });
    expect(cellsOf(overview)).toEqual([
      ['Registered', 'On registering', '100%', '40'],
      ['Runner', '$1 per unit', '50%', '20'],
      ['Champion', '$3 per unit', '20%', '8'],
    ]);
    expect(cellsOf(screen.getByRole('region', { name: 'Prizes: Registered' }))).toEqual([
      [
        'Glow bracelet',
        '—',
        '40',
        '48',
        '44 with the 10% buffer, rounded up to packs of 12',
        'Prize Co',
        '$0.50',
        '$24',
      ],
      ['Total', '$24'],
    ]);
    expect(cellsOf(screen.getByRole('region', { name: 'Prizes: Runner' }))).toEqual([
      ['Prize shirt', 'YM', '10', '11', '11 with the 10% buffer', 'Prize Co', '$8', '$88'],
      ['Prize shirt', 'AM', '10', '11', '11 with the 10% buffer', 'Prize Co', '$8', '$88'],
      ['Total', '$176'],
    ]);
    expect(cellsOf(screen.getByRole('region', { name: 'Prizes: Champion' }))[0]).toEqual([
      'Medal',
      '—',
      '8',
      '50',
      '9 with the 10% buffer, raised to the minimum of 50',
      'Prize Co',
      '$2',
      '$100',
    ]);
    expect(cellsOf(screen.getByRole('region', { name: 'Supplies to order' }))[0]).toEqual([
      'Color powder',
      '1 lb',
      '40 lb',
      '45 lb (9 packs of 5 lb)',
      '44 lb with the 10% buffer, rounded up to packs of 5 lb',
      'Race Ready Supply',
      '$3',
      '$135',
    ]);
    // 24 + 176 + 100 + 135 dollars, against a raise of $4,000.
    expect(screen.getByText('Total cost').nextElementSibling).toHaveTextContent(
      '$435 (10.9% of the expected raise)',
    );
  });

  it('says the warnings in an alert: above 10% of the expected raise, over the budget', async () => {
    const { user } = open(franchisee);
    await calculateFor(user, { budget: '400' });
    const alert = await screen.findByRole('alert', { name: 'Warnings' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The prizes and supplies cost $435, over the budget of $400.',
      'The prizes and supplies cost $435, more than 10% of the expected raise of $4,000.',
    ]);
  });

  it('shows the actual awards beside the expected once the Thon has started', async () => {
    const { user } = open(franchisee, {
      ...maple,
      actualAwards: { 'lv-registered': 38, 'lv-1': 23, 'lv-3': 5 },
    });
    await calculateFor(user);
    const overview = await screen.findByRole('region', { name: 'Expected students per level' });
    expect(within(overview).getByRole('columnheader', { name: 'Actual awards' })).toBeInTheDocument();
    expect(cellsOf(overview).map((row) => [row[0], row[3], row[4]])).toEqual([
      ['Registered', '40', '38'],
      ['Runner', '20', '23'],
      ['Champion', '8', '5'],
    ]);
  });

  it('makes one draft cart per vendor, sending the same key again after no answer, and links them', async () => {
    const { api, user } = open(franchisee);
    await calculateFor(user, { budget: '500' });
    await screen.findByRole('region', { name: 'Supplies to order' });
    // The first answer is lost (a gateway failure): the buyer clicks again.
    let failed = false;
    server.use(
      http.post(mswPath(prizeCalculatorRoutes.createCartsFromCalculation), ({ request }) => {
        if (failed) return undefined;
        failed = true;
        api.sent.creates.push({ key: request.headers.get('Idempotency-Key'), body: null });
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create draft order' }));
    expect(
      await screen.findByText('Service unavailable', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create draft order' }));
    const carts = within(await screen.findByRole('list', { name: 'Draft carts' }));
    expect(api.sent.creates).toHaveLength(2);
    expect(api.sent.creates[0]?.key).toMatch(/^[0-9a-f-]{36}$/u);
    expect(api.sent.creates[1]?.key).toBe(api.sent.creates[0]?.key);
    expect(api.sent.creates[1]?.body).toEqual({ ThonId: 'ev-maple', BufferPercent: 10, BudgetCents: 50000 });
    expect(carts.getByRole('link', { name: 'Prize Co' })).toHaveAttribute(
      'href',
      '/shop/cartbuilder?order=cart-1',
    );
    expect(carts.getByRole('link', { name: 'Race Ready Supply' })).toHaveAttribute(
      'href',
      '/shop/cartbuilder?order=cart-2',
    );
    expect(carts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Prize Co: 4 lines, $300',
      'Race Ready Supply: 1 line, $135',
    ]);
  });

  it('keeps the key after a refusal: carts still being made by the same click are not made twice', async () => {
    const { api, user } = open(franchisee);
    await calculateFor(user);
    await screen.findByRole('region', { name: 'Supplies to order' });
    // The first click's answer was lost and its run still holds the key: the API says so (409).
    let refused = false;
    server.use(
      http.post(mswPath(prizeCalculatorRoutes.createCartsFromCalculation), ({ request }) => {
        if (refused) return undefined;
        refused = true;
        api.sent.creates.push({ key: request.headers.get('Idempotency-Key'), body: null });
        return HttpResponse.json({ message: calculatorCartsInProgress }, { status: 409 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create draft order' }));
    expect(
      await screen.findByText(calculatorCartsInProgress, { selector: '.form-status span' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create draft order' }));
    await screen.findByRole('list', { name: 'Draft carts' });
    expect(api.sent.creates).toHaveLength(2);
    expect(api.sent.creates[1]?.key).toBe(api.sent.creates[0]?.key);
  });

  it('uses a new key for a new calculation', async () => {
    const { api, user } = open(franchisee);
    await calculateFor(user);
    await user.click(await screen.findByRole('button', { name: 'Create draft order' }));
    await screen.findByRole('list', { name: 'Draft carts' });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(api.sent.runs).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Draft carts' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create draft order' }));
    await waitFor(() => expect(api.sent.creates).toHaveLength(2));
    expect(api.sent.creates[1]?.key).not.toBe(api.sent.creates[0]?.key);
  });

  it('lets a franchisee team leader plan but not order', async () => {
    const { api, user } = open(teamLeader);
    await calculateFor(user);
    expect(await screen.findByText(calculatorOrderingForBuyers)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create draft order' })).not.toBeInTheDocument();
    expect(api.sent.runs).toHaveLength(1);
  });

  it('tells a vendor whom the calculator is for, asking the API nothing', async () => {
    const { api } = open(testSessions.vendor);
    expect(await screen.findByText(calculatorForBuyersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
    expect(api.sent.runs).toHaveLength(0);
  });

  it('is not for anyone else signed in', async () => {
    const { api } = open(makeSession('teacher', { UserId: 'user-tess' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('403');
    expect(api.sent.runs).toHaveLength(0);
  });

  it('has no serious accessibility findings at 360 px', async () => {
    window.innerWidth = 360;
    const { user } = open(franchisee);
    await calculateFor(user, { budget: '400' });
    await screen.findByRole('region', { name: 'Supplies to order' });
    expect(await seriousViolations()).toEqual([]);
  });
});
