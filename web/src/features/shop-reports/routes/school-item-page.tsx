// /shop/reports/schoolitem: filters (a GET form: the choice lives in the address), the items per
// school and Thon with late lines flagged, the CSV, and the packing view the Print button prints.
import { Form, useLoaderData } from 'react-router';
import { PackingView } from '../components/packing-view';
import { SchoolItemTable } from '../components/school-item-table';
import type { SchoolItemView } from './school-item-loader';

const fields = [
  { name: 'thon', key: 'thonId', label: 'Thon id' },
  { name: 'franchise', key: 'franchiseId', label: 'Franchise id' },
  { name: 'vendor', key: 'vendorId', label: 'Vendor id' },
] as const;

export function SchoolItemPage() {
  const view = useLoaderData() as SchoolItemView;
  return (
    <>
      <title>School items · Shop · Thon</title>
      <h1>School items</h1>
      <Form method="get" className="shop-report-filters" aria-label="Filters">
        {fields.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`school-item-${field.name}`}>{field.label} (optional)</label>
            <input
              id={`school-item-${field.name}`}
              name={field.name}
              defaultValue={view.filters[field.key] ?? ''}
            />
          </div>
        ))}
        <button type="submit">Show report</button>
      </Form>
      {view.report && 'ok' in view.report ? (
        <p role="alert">{view.report.message}</p>
      ) : view.report ? (
        <>
          <SchoolItemTable report={view.report} />
          <PackingView rows={view.report.Rows} />
        </>
      ) : (
        <p>Name a Thon, a franchise or a vendor to see its items.</p>
      )}
    </>
  );
}
