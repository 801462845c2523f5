import type { Material } from '../../../domain/materials.ts';

export type CatalogueFilter = { search: string; categoryId: string | null };

/** Spec: case-insensitive search on name or description, then the chosen category. */
export function filterMaterials(materials: Material[], { search, categoryId }: CatalogueFilter): Material[] {
  const needle = search.trim().toLocaleLowerCase('fr-FR');
  return materials.filter(
    (material) =>
      (!categoryId || material.category_id === categoryId) &&
      (!needle ||
        material.name.toLocaleLowerCase('fr-FR').includes(needle) ||
        (material.description ?? '').toLocaleLowerCase('fr-FR').includes(needle)),
  );
}
