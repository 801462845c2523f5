import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { assemblyHeading } from '../../../domain/assembly-kinds.ts';
import { formatEventDate } from '../../../domain/events.ts';
import { api } from '../../lib/api.ts';
import { ASSEMBLY_OPTIONS_QUERY } from './assemblyOptions.ts';
import { messageKeys } from './queryKeys.ts';

/** A picker answers a few choices at a time. */
const OPTIONS_SIZE = 20;

type Option = { value: string; label: string };

/** The choice already saved stays offered when the answers do not hold it. */
const keeping = (options: Option[], chosen: string, label: string): Option[] =>
  chosen === '' || options.some((option) => option.value === chosen)
    ? options
    : [{ value: chosen, label }, ...options];

/** Events whose title matches what is typed, as a picker's choices: the coming ones first, then the past ones. */
export function useEventOptions(search: string, chosen: string) {
  const [typed] = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    queryKey: messageKeys.eventOptions(typed),
    queryFn: async () => {
      const page = { search: typed, page: 1, pageSize: OPTIONS_SIZE };
      const [upcoming, past] = await Promise.all([
        api.GET('/api/events', { params: { query: { ...page, when: 'upcoming' } } }),
        api.GET('/api/events', { params: { query: { ...page, when: 'past' } } }),
      ]);
      return [...upcoming.items, ...past.items].map((event) => ({
        value: event.id,
        label: `${event.titre} (${formatEventDate(event.date)})`,
      }));
    },
    placeholderData: keepPreviousData,
  });
  return keeping(query.data ?? [], chosen, 'Événement choisi');
}

/** The latest assemblies as a picker's choices, newest first: the one to convene is among them. */
export function useAssemblyOptions(chosen: string) {
  const query = useQuery({
    queryKey: messageKeys.assemblyOptions,
    queryFn: async () => {
      const page = await api.GET('/api/admin/assemblies', { params: { query: ASSEMBLY_OPTIONS_QUERY } });
      return page.items.map((assembly) => ({
        value: assembly.id,
        label: `${assemblyHeading(assembly.kind, assembly.date)} — ${assembly.lieu}`,
      }));
    },
  });
  return keeping(query.data ?? [], chosen, 'Assemblée choisie');
}
