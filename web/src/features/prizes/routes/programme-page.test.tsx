// /organizer/thons/:eventId/prizes against the fake programme (testing/prize-handlers.ts) and the
// fake catalogue: the editor checks its fields with the API's schema before sending, sends the
// thresholds in cents (lowest first) with the products and the version read, shows a stale
// version's refusal with a reload link, saves class challenges (money targets in cents); an
// event-day worker reads it only; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { prizeProgrammeStale, prizeThresholdsNotDistinct } from '@thon/shared/catalog/prize-messages';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { seriousViolations } from '@/testing/console-checks';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { programmeFixture, prizeApi } from '@/testing/prize-handlers';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs } from '@/testing/sessions';
import { productFixture, shopCatalogApi } from '@/testing/shop-catalog-handlers';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';
import { thresholdNotValid } from '../components/programme-form-values';

const products = [
  productFixture(),
  productFixture({
    ProductId: 'prod-shirt',
    Name: 'Glow shirt',
    Images: ['https://uploads.test/products/shirt.jpg'],
    PriceCents: 899,
    Variants: [
      { VariantId: 'var-ym', Sku: 'SH-YM', Size: 'YM', StockOnHand: 10 },
      { VariantId: 'var-yl', Sku: 'SH-YL', Size: 'YL', StockOnHand: 10 },
    ],
  }),
  productFixture({
    ProductId: 'prod-powder',
    Name: 'Color powder',
    Category: 'Anython - Color Games',
    IsPrize: false,
    QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'lb' },
  }),
];

function openProgramme(programme = programmeFixture(), session = organizerSession) {
  const api = prizeApi({ programme, products });
  server.use(...api.handlers, ...shopCatalogApi({ products }).handlers);
  signInAs(session);
  return { api, ...renderApp('/organizer/thons/evt-new/prizes') };
}

const levelsSection = async () => within(await screen.findByRole('region', { name: 'Prize levels' }));

describe('the prize programme editor', () => {
  beforeEach(() => {
    window.innerWidth = 1024;
  });

  it('offers the active prize products with vendor, price and size, and supplies sold per participant', async () => {
    const { user } = openProgramme();
    const levels = await levelsSection();
    await user.click(levels.getByRole('button', { name: 'Add a level' }));
    await user.click(levels.getByRole('button', { name: 'Add a prize to Level 1' }));
    const prize = levels.getByRole('combobox', { name: 'Prize 1' });
    const options = within(prize)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a prize product',
      'Finisher medal · Podium Prizes · $2.50',
      'Glow shirt · Podium Prizes · $8.99 · sized',
    ]);
    await user.click(levels.getByRole('button', { name: 'Add a supply' }));
    const supply = levels.getByRole('combobox', { name: 'Supply 1' });
    expect(
      within(supply)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a product', 'Color powder · Podium Prizes · $2.50']);
  });

  it('names each field that the API would refuse, tied to its field, and sends nothing', async () => {
    const { api, user } = openProgramme();
    const levels = await levelsSection();
    await user.click(levels.getByRole('button', { name: 'Add a level' }));
    await user.click(levels.getByRole('button', { name: 'Add a level' }));
    const first = within(levels.getByRole('group', { name: 'Level 1' }));
    const second = within(levels.getByRole('group', { name: 'Level 2' }));
    await user.type(first.getByRole('textbox', { name: 'Threshold ($ per lap)' }), 'two');
    await user.type(second.getByRole('textbox', { name: 'Name' }), 'Gold');
    await user.type(second.getByRole('textbox', { name: 'Threshold ($ per lap)' }), '2');
    await user.click(levels.getByRole('button', { name: 'Save the programme' }));

    expect(await levels.findByText(reviewRequiredFields)).toBeInTheDocument();
    const threshold = first.getByRole('textbox', { name: 'Threshold ($ per lap)' });
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(threshold).toHaveAccessibleDescription(thresholdNotValid);
    expect(first.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Each level needs a name.',
    );
    expect(second.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(api.sent.programmes).toEqual([]);

    // Two levels at one threshold: the API's own rule, put on the later level's threshold.
    await user.clear(threshold);
    await user.type(threshold, '2');
    await user.type(first.getByRole('textbox', { name: 'Name' }), 'Silver');
    await user.click(levels.getByRole('button', { name: 'Save the programme' }));
    await waitFor(() =>
      expect(second.getByRole('textbox', { name: 'Threshold ($ per lap)' })).toHaveAccessibleDescription(
        prizeThresholdsNotDistinct,
      ),
    );
    expect(api.sent.programmes).toEqual([]);
  });

  it('saves the levels lowest first with thresholds in cents, the products, picture, mode, divisor and supplies', async () => {
    const { api, user } = openProgramme();
    const levels = await levelsSection();
    await user.click(levels.getByRole('button', { name: 'Add a level' }));
    const gold = within(levels.getByRole('group', { name: 'Level 1' }));
    await user.type(gold.getByRole('textbox', { name: 'Name' }), 'Glow shirt level');
    await user.type(gold.getByRole('textbox', { name: 'Threshold ($ per lap)' }), '2.50');
    await user.click(gold.getByRole('button', { name: 'Add a prize to Level 1' }));
    await user.selectOptions(gold.getByRole('combobox', { name: 'Prize 1' }), 'prod-shirt');
    await user.selectOptions(
      gold.getByRole('combobox', { name: 'Picture' }),
      'https://uploads.test/products/shirt.jpg',
    );
    expect(gold.getByRole('img', { name: 'The picture of Glow shirt level' })).toHaveAttribute(
      'src',
      'https://uploads.test/products/shirt.jpg',
    );
    await user.click(gold.getByRole('button', { name: 'Add a prize to Level 1' }));
    await user.selectOptions(gold.getByRole('combobox', { name: 'Prize 2' }), 'prod-medal');
    const quantities = gold.getAllByRole('textbox', { name: 'Quantity' });
    await user.clear(quantities[1] as HTMLElement);
    await user.type(quantities[1] as HTMLElement, '2');
    await user.click(levels.getByRole('checkbox', { name: /registered/ }));
    await user.click(levels.getByRole('radio', { name: /^Top level only/ }));
    const divisor = levels.getByRole('textbox', { name: 'Divisor' });
    expect(divisor).toHaveAccessibleDescription(/\$30 once counts as \$1 a lap/);
    await user.clear(divisor);
    await user.type(divisor, '20');
    await user.click(levels.getByRole('button', { name: 'Add a supply' }));
    await user.selectOptions(levels.getByRole('combobox', { name: 'Supply 1' }), 'prod-powder');
    await user.click(levels.getByRole('button', { name: 'Save the programme' }));

    expect(await levels.findByText('The prize programme was saved.')).toBeInTheDocument();
    expect(api.sent.programmes).toEqual([
      {
        ThonId: 'evt-new',
        Version: 0,
        Mode: 'top',
        Divisor: 20,
        Levels: [
          { Name: 'Registered', ThresholdPerUnitCents: 0, Prizes: [] },
          {
            Name: 'Glow shirt level',
            ThresholdPerUnitCents: 250,
            PictureUrl: 'https://uploads.test/products/shirt.jpg',
            Prizes: [
              { ProductId: 'prod-shirt', Quantity: 1 },
              { ProductId: 'prod-medal', Quantity: 2 },
            ],
          },
        ],
        Supplies: [{ ProductId: 'prod-powder' }],
      },
    ]);
    // The page read the programme again: the next save carries the new version and level ids.
    await user.click(levels.getByRole('button', { name: 'Save the programme' }));
    await waitFor(() => expect(api.sent.programmes).toHaveLength(2));
    expect(api.sent.programmes[1]).toMatchObject({
      Version: 1,
      Levels: [{ LevelId: 'level-1-0' }, { LevelId: 'level-1-1' }],
    });
  });

  it('shows a stale version’s refusal with a link that reloads the saved programme', async () => {
    const saved = programmeFixture({
      Version: 3,
      Levels: [{ LevelId: 'lvl-1', Name: 'Bronze', ThresholdPerUnitCents: 100, Prizes: [] }],
    });
    const { api, user } = openProgramme(saved);
    const levels = await levelsSection();
    api.changeElsewhere();
    await user.clear(levels.getByRole('textbox', { name: 'Name' }));
    await user.type(levels.getByRole('textbox', { name: 'Name' }), 'Copper');
    await user.click(levels.getByRole('button', { name: 'Save the programme' }));
    expect(await levels.findByText(prizeProgrammeStale)).toBeInTheDocument();
    expect(api.sent.programmes[0]).toMatchObject({
      Version: 3,
      Levels: [{ LevelId: 'lvl-1', Name: 'Copper' }],
    });

    await user.click(levels.getByRole('link', { name: 'Reload the programme' }));
    await waitFor(() => expect(levels.getByRole('textbox', { name: 'Name' })).toHaveValue('Bronze'));
    await user.click(levels.getByRole('button', { name: 'Save the programme' }));
    await waitFor(() => expect(api.sent.programmes).toHaveLength(2));
    expect(api.sent.programmes[1]).toMatchObject({ Version: 4 });
  });

  it('saves class challenges with their version, money targets in cents', async () => {
    const { api, user } = openProgramme();
    const section = within(await screen.findByRole('region', { name: 'Class challenges' }));
    await user.click(section.getByRole('button', { name: 'Add a challenge' }));
    const first = within(section.getByRole('group', { name: 'Challenge 1' }));
    await user.type(first.getByRole('textbox', { name: 'Name' }), 'Every child counts');
    await user.type(first.getByRole('textbox', { name: 'Target (%)' }), '80');
    await user.type(first.getByRole('textbox', { name: 'Reward' }), 'Extra recess');
    await user.click(section.getByRole('button', { name: 'Add a challenge' }));
    const second = within(section.getByRole('group', { name: 'Challenge 2' }));
    await user.type(second.getByRole('textbox', { name: 'Name' }), 'Big hearts');
    await user.selectOptions(second.getByRole('combobox', { name: 'Metric' }), 'perChild');
    await user.type(second.getByRole('textbox', { name: 'Target ($ per child)' }), '25');
    await user.click(section.getByRole('button', { name: 'Save the challenges' }));
    expect(await section.findByText(reviewRequiredFields)).toBeInTheDocument();
    expect(second.getByRole('textbox', { name: 'Reward' })).toHaveAccessibleDescription(
      /What the class gets.*Each challenge needs a reward\./,
    );
    expect(api.sent.challenges).toEqual([]);

    await user.type(second.getByRole('textbox', { name: 'Reward' }), 'Pizza party');
    await user.click(section.getByRole('button', { name: 'Save the challenges' }));
    expect(await section.findByText('The class challenges were saved.')).toBeInTheDocument();
    expect(api.sent.challenges).toEqual([
      {
        ThonId: 'evt-new',
        ChallengesVersion: 0,
        Challenges: [
          { Name: 'Every child counts', Metric: 'participation', Target: 80, Reward: 'Extra recess' },
          { Name: 'Big hearts', Metric: 'perChild', Target: 2500, Reward: 'Pizza party' },
        ],
      },
    ]);
  });

  it('is read only for a worker doing event-day work', async () => {
    const saved = programmeFixture({
      Levels: [
        {
          LevelId: 'lvl-1',
          Name: 'Bronze',
          ThresholdPerUnitCents: 100,
          Prizes: [
            {
              ProductId: 'prod-medal',
              VendorId: 'vendor-prizes',
              ProductName: 'Finisher medal',
              VendorName: 'Podium Prizes',
              Sized: false,
              Quantity: 1,
            },
          ],
        },
      ],
    });
    openProgramme(
      saved,
      makeSession('franchisee-team-leader', { UserId: 'user-tl', FirstName: 'Tia', LastName: 'Lee' }),
    );
    expect(await screen.findByText(/Finisher medal/)).toBeInTheDocument();
    expect(screen.getByText(/\$1 per lap/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the programme' })).not.toBeInTheDocument();
  });

  it('holds at most eight levels, the registered one included', async () => {
    const { user } = openProgramme();
    const levels = await levelsSection();
    for (let count = 0; count < 9; count += 1)
      await user.click(levels.getByRole('button', { name: 'Add a level' }));
    expect(levels.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(8);
    expect(levels.getByRole('button', { name: 'Add a level' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(levels.getByRole('checkbox', { name: /registered/ }));
    expect(levels.getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(8);
    expect(levels.getByRole('checkbox', { name: /registered/ })).not.toBeChecked();
  });

  it('is reached from the Thon page', async () => {
    server.use(...thonHandlers());
    const { user } = openProgramme();
    await levelsSection();
    await user.click(screen.getByRole('link', { name: 'Back to the Thon' }));
    const prizes = within(await screen.findByRole('region', { name: 'Prizes' }));
    await user.click(prizes.getByRole('link', { name: 'Prize programme and class challenges' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prize programme' })).toBeInTheDocument();
  });

  it('still edits a saved programme when the caller does not browse the shop (403)', async () => {
    const saved = programmeFixture({
      Version: 2,
      Levels: [
        {
          LevelId: 'lvl-1',
          Name: 'Bronze',
          ThresholdPerUnitCents: 100,
          Prizes: [
            {
              ProductId: 'prod-medal',
              VendorId: 'vendor-prizes',
              ProductName: 'Finisher medal',
              VendorName: 'Podium Prizes',
              Sized: false,
              Quantity: 1,
            },
          ],
        },
      ],
    });
    const { api, user } = openProgramme(saved, makeSession('test-user', { UserId: 'user-test' }));
    server.use(
      http.get(mswPath(shopCatalogRoutes.listProducts), () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const levels = await levelsSection();
    expect(levels.getByRole('note')).toHaveTextContent(/does not browse the shop/);
    expect(levels.getByRole('combobox', { name: 'Prize 1' })).toHaveDisplayValue(
      'Finisher medal · Podium Prizes · no longer in the shop',
    );
    await user.click(levels.getByRole('button', { name: 'Save the programme' }));
    await waitFor(() => expect(api.sent.programmes).toHaveLength(1));
    expect(api.sent.programmes[0]?.Levels[0]?.Prizes).toEqual([{ ProductId: 'prod-medal', Quantity: 1 }]);
  });

  it('has no serious axe findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    const { user } = openProgramme();
    const levels = await levelsSection();
    await user.click(levels.getByRole('button', { name: 'Add a level' }));
    await user.click(levels.getByRole('button', { name: 'Add a prize to Level 1' }));
    await user.click(levels.getByRole('button', { name: 'Save the programme' }));
    await levels.findByText(reviewRequiredFields);
    expect(await seriousViolations()).toEqual([]);
  });
});
