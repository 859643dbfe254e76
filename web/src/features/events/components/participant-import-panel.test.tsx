import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { participantImportFieldsRequired, participantsNotImported } from '@thon/shared/catalog/messages';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';
import { csvMissing } from './participant-import-panel';

async function openImport() {
  signInAs(organizerSession);
  const app = renderApp('/organizer/thons/evt-new');
  const panel = within(await screen.findByRole('region', { name: 'Import participants' }));
  return { ...app, panel };
}

describe('participant import', () => {
  beforeEach(() => server.use(...thonHandlers()));

  it('reports the failed rows with their reasons and the catalogue message', async () => {
    const { user, panel } = await openImport();
    const csv =
      'First Name,Last Name,Goal,Class\nAva,Adams,350,Room 12\nBen,Brown,,Room 12\nCy,Cole,200,Room 12';
    await user.click(panel.getByLabelText('CSV text'));
    await user.paste(csv);
    await user.click(panel.getByRole('button', { name: 'Import participants' }));

    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(participantsNotImported));
    expect(panel.getByText('Imported: 2')).toBeInTheDocument();
    expect(panel.getByText('Not imported: 1')).toBeInTheDocument();
    const table = panel.getByRole('table', { name: 'Rows not imported' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(`3${participantImportFieldsRequired}`);
  });

  it('reads a chosen CSV file and says when every row imported', async () => {
    const { user, panel } = await openImport();
    const file = new File(['First Name,Last Name,Goal\nAva,Adams,350\n'], 'class.csv', { type: 'text/csv' });
    await user.upload(panel.getByLabelText('CSV file'), file);
    await waitFor(() =>
      expect(panel.getByLabelText('CSV text')).toHaveValue('First Name,Last Name,Goal\nAva,Adams,350\n'),
    );
    await user.click(panel.getByRole('button', { name: 'Import participants' }));

    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('All participants are imported.'));
    expect(panel.queryByRole('table', { name: 'Rows not imported' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a file without the required columns", async () => {
    const { user, panel } = await openImport();
    await user.type(panel.getByLabelText('CSV text'), 'Name,Class');
    await user.click(panel.getByRole('button', { name: 'Import participants' }));
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(participantImportFieldsRequired));
  });

  it('asks for a file or text before sending', async () => {
    const { user, panel } = await openImport();
    await user.click(panel.getByRole('button', { name: 'Import participants' }));
    expect(panel.getByRole('alert')).toHaveTextContent(csvMissing);
  });
});
