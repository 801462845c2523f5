import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import type { DonationNature } from '../../../../domain/donations.ts';
import {
  type DonationReceiptState,
  type DonationsQuery,
  donationsQuerySchema,
} from '../../../../domain/donations-list.ts';
import type { PaymentMode } from '../../../../domain/members.ts';
import { api } from '../../../lib/api.ts';
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

/** Only the filters chosen travel: an empty date means no bound, not an invalid one. */
const chosenFilters = (values: DonationFilterValues): DonationFilters =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));

/**
 * The gifts' filters and page. The filters are checked by the server's own schema first, so that
 * a period out of order is said beside its field and nothing is asked.
 */
export function useDonations() {
  const [values, setValues] = useState<DonationFilterValues>({
    from: null,
    to: null,
    mode: null,
    nature: null,
    receipt: null,
  });
  const filters = chosenFilters(values);
  const checked = donationsQuerySchema.safeParse(filters);
  const errors: FormErrors = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const list = usePagedList({
    queryKey: donationsAdminKeys.list,
    filters,
    load: (query) => api.GET('/api/admin/donations', { params: { query } }),
    enabled: checked.success,
    loadError: 'Erreur lors du chargement des dons',
  });
  return {
    values,
    errors,
    setFilter: <Key extends keyof DonationFilterValues>(key: Key, value: DonationFilterValues[Key]) =>
      setValues((current) => ({ ...current, [key]: value })),
    list,
  };
}
