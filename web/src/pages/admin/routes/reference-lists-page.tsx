// /admin/lists: the reference lists the forms offer, one editor per list (super admins only).
// The editor is keyed by the list; it starts again from the list as stored when a save (the page
// reloads its lists) or a reload after another super admin's save brings a new version.
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { referenceListLabels } from '@thon/shared/catalog/reference-list-console-messages';
import type { ReferenceListOverrides } from '@/features/reference-lists/api/reference-list-calls';
import { ReferenceListEditor } from '@/features/reference-lists/components/reference-list-editor';

export function ReferenceListsPage() {
  const { Lists } = useLoaderData() as ReferenceListOverrides;
  const [chosen, setChosen] = useState(Lists[0]?.List);
  const list = Lists.find((candidate) => candidate.List === chosen);
  return (
    <>
      <title>Reference lists · Admin console · Thon</title>
      <h1>Reference lists</h1>
      <label>
        List{' '}
        <select value={chosen} onChange={(event) => setChosen(event.target.value as typeof chosen)}>
          {Lists.map((candidate) => (
            <option key={candidate.List} value={candidate.List}>
              {referenceListLabels[candidate.List]}
            </option>
          ))}
        </select>
      </label>
      {list && <ReferenceListEditor key={list.List} list={list} />}
    </>
  );
}
