import type { DonationNature } from '../../../../domain/donations.ts';
import {
  type DonationReceiptState,
  type DonationsQuery,
  donationsQuerySchema,
} from '../../../../domain/donations-list.ts';
import type { PaymentMode } from '../../../../domain/members.ts';
import { api } from '../../../lib/api.ts';
import { useCheckedFilters } from '../../../lib/useCheckedFilters.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';
import { donationsAdminKeys } from './queryKeys.ts';

export type DonationFilterValues = {
  from: string | null;
  to: string | null;
  mode: PaymentMode | null;
  nature: DonationNature | null;
  receipt: DonationReceiptState | null;
};

type DonationFilters = Omit<DonationsQuery, 'page' | 'pageSize' | 'search'>;

/** The gifts' filters (see useCheckedFilters) and page. */
export function useDonations() {
  const { values, filters, errors, valid, setFilter } = useCheckedFilters<
    DonationFilterValues,
    DonationFilters
  >({ from: null, to: null, mode: null, nature: null, receipt: null }, donationsQuerySchema);
  const list = usePagedList({
    queryKey: donationsAdminKeys.list,
    filters,
    load: (query) => api.GET('/api/admin/donations', { params: { query } }),
    enabled: valid,
    loadError: 'Erreur lors du chargement des dons',
  });
  return {
    values,
    errors,
    setFilter,
    list,
  };
}
