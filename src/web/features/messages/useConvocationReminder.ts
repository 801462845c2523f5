import { useQuery } from '@tanstack/react-query';
import { convocationReminderAt } from '../../../domain/association-messages.ts';
import { api } from '../../lib/api.ts';
import { assemblyKeys } from '../assemblies/queryKeys.ts';

/**
 * When a convocation's reminder would leave, two days before its assembly: null for a message
 * without an assembly, or once that moment is gone (the reminder is no longer offered).
 */
export function useConvocationReminder(assemblyId: string | null): Date | null {
  const assemblyDate = useQuery({
    queryKey: assemblyKeys.adminDetail(assemblyId ?? ''),
    queryFn: () => api.GET('/api/admin/assemblies/{id}', { params: { path: { id: assemblyId ?? '' } } }),
    select: (assembly) => assembly.date,
    enabled: assemblyId !== null,
  });
  const reminderAt = assemblyDate.data ? convocationReminderAt(assemblyDate.data) : null;
  return reminderAt && reminderAt.getTime() > Date.now() ? reminderAt : null;
}
