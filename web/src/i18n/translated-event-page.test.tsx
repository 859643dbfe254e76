// The translation widget in the app: a Spanish browser reads the event page in Spanish
// and may switch to English (remembered); an English browser sees no picker and English.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

function browserLanguages(...tags: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the event page in the visitor’s language', () => {
  it('is Spanish for a Spanish browser, with a picker that switches to English and remembers it', async () => {
    browserLanguages('es-MX', 'es');
    const { user } = renderApp('/event/SPRING25');
    expect(await screen.findByRole('heading', { level: 2, name: 'Clasificación de equipos' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso hacia la meta' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');

    const picker = screen.getByRole('combobox', { name: 'Language / Idioma' });
    expect(within(picker).getByRole('option', { name: 'Español' })).toHaveProperty('selected', true);
    await user.selectOptions(picker, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Team leaderboard' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('thon.language')).toBe('en');
  });

  it('is English with no picker for an English browser', async () => {
    browserLanguages('en-US', 'es');
    renderApp('/event/SPRING25');
    expect(await screen.findByRole('heading', { level: 2, name: 'Team leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language / Idioma' })).not.toBeInTheDocument();
  });

  it('offers the picker, in English, to a browser in a language we do not ship', async () => {
    browserLanguages('fr-FR');
    renderApp('/event/SPRING25');
    expect(await screen.findByRole('heading', { level: 2, name: 'Team leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language / Idioma' })).toHaveValue('en');
  });
});
