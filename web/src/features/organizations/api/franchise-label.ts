// The name people read for an organization's franchise: the direct customers' own name, else the
// franchise's (a super admin reads any, a franchisee user their own), else its id.
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import { directCustomers } from '@thon/shared/catalog/console-change-messages';
import { ApiError } from '../../../lib/api-client';
import { getFranchise } from '@/features/franchises/api/franchise-calls';

export async function franchiseLabel(franchiseId: string, signal?: AbortSignal): Promise<string> {
  if (franchiseId === directCustomerKey) return directCustomers;
  try {
    return (await getFranchise(franchiseId, signal)).Name;
  } catch (error) {
    if (error instanceof ApiError) return franchiseId;
    throw error;
  }
}
