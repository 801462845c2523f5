import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComposedCategory } from '../../../domain/association-messages.ts';
import type { Audience } from '../../../domain/message-audience.ts';
import { api } from '../../lib/api.ts';
import { isAudienceComplete } from './messageForm.ts';
import { messageKeys } from './queryKeys.ts';

/** Long enough for a few clicks among the filters to ask the server once. */
const COUNT_DEBOUNCE_MS = 400;

/**
 * How many members an audience reaches, who comes first and how many opted out, counted by the
 * server as the administrator builds it (once the filters are complete), the last answer kept on
 * screen while the next one comes.
 */
export function useAudiencePreview(category: ComposedCategory, audience: Audience) {
  // Debounced as text: a new object at each render would start the wait over for ever.
  const typed = JSON.stringify({ category, audience });
  const [debounced] = useDebouncedValue(typed, COUNT_DEBOUNCE_MS);
  const request = JSON.parse(debounced) as { category: ComposedCategory; audience: Audience };
  const isComplete = isAudienceComplete(request.audience);
  const query = useQuery({
    queryKey: messageKeys.audience(request),
    queryFn: () => api.POST('/api/admin/messages/audience', { body: request }),
    enabled: isComplete,
    placeholderData: keepPreviousData,
  });
  return {
    preview: isComplete && !query.isError ? query.data : undefined,
    isComplete,
    isCounting: query.isFetching || debounced !== typed,
    isError: query.isError,
  };
}
