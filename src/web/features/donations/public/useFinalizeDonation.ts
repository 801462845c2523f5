import { api } from '../../../lib/api.ts';
import { usePaymentFinalization } from '../../../lib/usePaymentFinalization.ts';
import { donationPageKeys } from './queryKeys.ts';

/** Records the paid gift once; the answer is what the thanks say. */
export function useFinalizeDonation(sessionId: string | null) {
  return usePaymentFinalization({
    sessionId,
    queryKey: donationPageKeys.finalize(sessionId ?? ''),
    finalize: (id) => api.POST('/api/donations/finalize', { body: { session_id: id } }),
  });
}
