import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Material, MaterialCategory } from '../../../domain/materials.ts';
import { api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { materialsQueryKeys } from './materialsQueryKeys.ts';

const MATERIALS_ERROR = 'Erreur lors du chargement du matériel';
const CATEGORIES_ERROR = 'Erreur lors du chargement des catégories';

function useLoadErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) notifyError(message);
  }, [isError, message]);
}

/** The equipment and its categories, as the reservation page and the admin pages show them. */
export function useCatalogue() {
  const materials = useQuery({
    queryKey: materialsQueryKeys.materials,
    queryFn: () => api.get<Material[]>('/api/materials'),
  });
  const categories = useQuery({
    queryKey: materialsQueryKeys.categories,
    queryFn: () => api.get<MaterialCategory[]>('/api/material-categories'),
  });
  useLoadErrorToast(materials.isError, MATERIALS_ERROR);
  useLoadErrorToast(categories.isError, CATEGORIES_ERROR);

  return {
    materials: materials.data ?? [],
    categories: categories.data ?? [],
    isLoadingMaterials: materials.isLoading,
    isLoadingCategories: categories.isLoading,
    materialsError: materials.isError ? MATERIALS_ERROR : null,
    categoriesError: categories.isError ? CATEGORIES_ERROR : null,
  };
}
