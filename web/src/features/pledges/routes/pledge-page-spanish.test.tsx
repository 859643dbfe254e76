// The pledge pages for a Spanish reader: once the Spanish translator has loaded, the
// pages' own texts, the cap statement, the catalogue's field errors and the API's English answers
// read in Spanish; names and unit names stay as the event gives them.
import { render, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { cardDeclined } from '@thon/shared/catalog/messages';
import { appRoutes } from '../../../app/app-routes';
import { createRouteDiscovery } from '../../../app/route-discovery';
import { TranslationProvider } from '../../../i18n/translation';
import { donorPledgeFixture, recordCalls, servePledgeOptions } from '../../../testing/pledge-page-handlers';

afterEach(() => {
  document.documentElement.lang = 'en';
  sessionStorage.clear();
});

function renderInSpanish(path: string) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: createRouteDiscovery(),
  });
  const user = userEvent.setup();
  render(
    <TranslationProvider language="es">
      <RouterProvider router={router} />
    </TranslationProvider>,
  );
  return { user };
}

describe('the pledge page in Spanish', () => {
  it('shows the form, its figures and its errors in Spanish', async () => {
    servePledgeOptions();
    const { user } = renderInSpanish('/pledge/p-1?kind=PerUnit&amount=2');

    expect(await screen.findByRole('button', { name: 'Prometer' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hacer una promesa por Ava J.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿Cómo le gustaría donar?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cantidad por lap')).toHaveValue('2');
    expect(screen.getByText('como máximo 40 laps x $2 = $80')).toBeInTheDocument();
    expect(screen.getByText('Su promesa inicial debe ser de al menos $0.30.')).toHaveClass('field-hint');
    const breakdown = within(screen.getByRole('region', { name: 'A dónde va su dinero' }));
    expect(breakdown.getByText('Usted paga como máximo').nextSibling).toHaveTextContent('$80.00');
    expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
    expect(await screen.findByLabelText('Número de tarjeta')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Donación única'));
    expect(screen.getByRole('button', { name: 'Donar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donar' }));
    // The schema's catalogue messages, in Spanish where the fields show them.
    expect(await screen.findByText('Debe aceptar los términos y condiciones.')).toHaveClass('field-error');
    expect(screen.getAllByText('Por favor, complete los campos obligatorios.').length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('the manage page in Spanish', () => {
  it('shows the pledge and the API’s refusal in Spanish', async () => {
    recordCalls(pledgeRoutes.getPledgeForDonor, () => HttpResponse.json(donorPledgeFixture));
    recordCalls(pledgeRoutes.updatePledge, () =>
      HttpResponse.json({ message: cardDeclined }, { status: 402 }),
    );
    const { user } = renderInSpanish('/pledge/manage#t=secret-token-es');

    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Su promesa' })).toBeInTheDocument();
    expect(screen.getByText('Estado: Programada')).toBeInTheDocument();
    expect(screen.getByText('como máximo 25 laps x $2 = $50')).toBeInTheDocument();
    expect(screen.getByText('Tarjeta terminada en 4242')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('Su tarjeta fue rechazada. Por favor, use otra tarjeta.', {
        selector: '.form-status span',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('No se guardó')).toBeInTheDocument();
  });
});
