import { useQueryClient } from '@tanstack/react-query';
import { memberKeys } from './queryKeys.ts';

/** The register's list (and its membership column) read again after a membership changed. */
export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: memberKeys.list });
  };
}
