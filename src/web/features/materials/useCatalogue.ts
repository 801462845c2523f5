import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOGUE_PAGE_SIZE } from '../../../domain/materials.ts';
import { api } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { materialKeys } from './queryKeys.ts';

const CATEGORIES_ERROR = 'Erreur lors du chargement des catégories';

/** Every category, for the filter and the equipment form: an association keeps a handful. */
export function useCategories() {
  const query = useQuery({
    queryKey: materialKeys.categories,
    queryFn: () => api.GET('/api/material-categories'),
    meta: { errorMessage: CATEGORIES_ERROR },
  });
  return {
    categories: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? CATEGORIES_ERROR : null,
    refresh: () => void query.refetch(),
  };
}

/** One page of the equipment, searched and filtered by category on the server, for members and administrators. */
export function useCatalogue() {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const list = usePagedList({
    queryKey: materialKeys.list,
    filters: categoryId ? { category_id: categoryId } : {},
    load: (query) => api.GET('/api/materials', { params: { query } }),
    pageSize: CATALOGUE_PAGE_SIZE,
    loadError: 'Erreur lors du chargement du matériel',
  });
  return { ...list, categoryId, setCategoryId };
}

export type Catalogue = ReturnType<typeof useCatalogue>;
