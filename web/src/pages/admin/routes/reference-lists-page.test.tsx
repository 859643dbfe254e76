// The console's reference-list editor against the fake API (testing/reference-list-editor-handlers.ts):
// rename, add and retire entries with the merged list previewed, a save confirmed by a toast and
// served to the forms; a code in the list cannot be taken out (only retired); another super
// admin's save meanwhile is said, with a reload; only super admins reach it; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { referenceListChangedMeanwhile } from '@thon/shared/catalog/messages';
import {
  referenceListCodeTaken,
  referenceListSaved,
} from '@thon/shared/catalog/reference-list-console-messages';
import { loadReferenceLists } from '@/lib/reference-lists';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { referenceListEditorApi } from '@/testing/reference-list-editor-handlers';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

function open(session = testSessions.superAdmin) {
  const api = referenceListEditorApi();
  server.use(...api.handlers);
  signInAs(session);
  return { api, ...renderApp('/admin/lists') };
}

const offered = (label: string) =>
  within(screen.getByRole('list', { name: `${label} offered` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('reference lists', () => {
  it('renames, adds and retires entries, previews the merged list and saves it with a toast', async () => {
    const { api, user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reference lists' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'Shirt sizes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Shirt sizes' })).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Name of AM' });
    await user.clear(name);
    await user.type(name, 'Adult medium (unisex)');
    await user.click(screen.getByRole('button', { name: 'Retire AS' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'A3XL');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Adult 3XL');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));

    const preview = offered('Shirt sizes');
    expect(preview).toContain('Adult medium (unisex)');
    expect(preview.at(-1)).toBe('Adult 3XL');
    expect(preview.some((text) => text?.startsWith('adult small'))).toBe(false);
    expect(screen.getByText(/Retired \(shown on existing records only\)/)).toHaveTextContent('adult small');

    await user.click(screen.getByRole('button', { name: 'Save Shirt sizes' }));
    await waitFor(async () => expect(await toastTexts()).toContain(referenceListSaved('Shirt sizes')));
    const [request] = api.sent;
    expect(request).toMatchObject({ List: 'shirtSizes', Version: 0 });
    expect(request?.Entries.find((entry) => entry.Code === 'AS')).toMatchObject({ Retired: true });
    expect(request?.Entries.at(-1)).toEqual({ Code: 'A3XL', Name: 'Adult 3XL' });
    // The page reloads the saved list (version 1), and the forms load the lists again.
    expect(await screen.findByRole('button', { name: 'Unretire AS' })).toBeInTheDocument();
    const lists = await loadReferenceLists();
    expect(lists.shirtSizes.find((size) => size.Code === 'AS')?.Retired).toBe(true);
    expect(lists.shirtSizes.at(-1)).toEqual({ Code: 'A3XL', Name: 'Adult 3XL' });
  });

  it('takes out only entries not saved yet, and refuses a code twice', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 2, name: 'Grades' });
    expect(screen.queryByRole('button', { name: 'Remove K' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'k');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kinder');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(referenceListCodeTaken);
    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'TK');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await user.click(screen.getByRole('button', { name: 'Remove TK' }));
    expect(offered('Grades')).not.toContain('Kinder');
  });

  it("says another super admin's save meanwhile and reloads the list on request", async () => {
    const { api, user } = open();
    await screen.findByRole('heading', { level: 2, name: 'Grades' });
    api.saveElsewhere('grades');
    await user.click(screen.getByRole('button', { name: 'Retire PK' }));
    await user.click(screen.getByRole('button', { name: 'Save Grades' }));
    expect(await screen.findByText(referenceListChangedMeanwhile)).toBeInTheDocument();
    // The unsaved change stays beside the refusal until the list is reloaded.
    expect(screen.getByRole('button', { name: 'Unretire PK' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload the list' }));
    // The stored list (PK offered) replaces the unsaved change, and the refusal is gone.
    expect(await screen.findByRole('button', { name: 'Retire PK' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the list' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Retire PK' }));
    await user.click(screen.getByRole('button', { name: 'Save Grades' }));
    await waitFor(async () => expect(await toastTexts()).toContain(referenceListSaved('Grades')));
    expect(api.sent.at(-1)).toMatchObject({ Version: 1 });
  });

  it('is for super admins only', async () => {
    open(makeSession('franchisee-user'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
  });

  it('has no serious accessibility findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    open();
    await screen.findByRole('heading', { level: 2, name: 'Grades' });
    expect(await seriousViolations()).toEqual([]);
  });
});
