import { useQuery } from '@tanstack/react-query';
import { convocationReminderAt } from '../../../domain/association-messages.ts';
import { api } from '../../lib/api.ts';
import { assemblyKeys } from '../assemblies/queryKeys.ts';

/** When a convocation's reminder would leave, and whether that moment is still to come. */
export type ConvocationReminder = { at: Date; isOffered: boolean };

/**
 * A convocation's reminder, two days before its assembly: null for a message without an assembly;
 * not offered once that moment is gone, which the composer says rather than hiding the option.
 */
export function useConvocationReminder(assemblyId: string | null): ConvocationReminder | null {
  const assemblyDate = useQuery({
    queryKey: assemblyKeys.adminDetail(assemblyId ?? ''),
    queryFn: () => api.GET('/api/admin/assemblies/{id}', { params: { path: { id: assemblyId ?? '' } } }),
    select: (assembly) => assembly.date,
    enabled: assemblyId !== null,
  });
  if (!assemblyDate.data) return null;
  const at = convocationReminderAt(assemblyDate.data);
  return { at, isOffered: at.getTime() > Date.now() };
}
