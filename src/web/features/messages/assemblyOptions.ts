import { ASSEMBLIES_PAGE_SIZE } from '../../../domain/assemblies.ts';

/**
 * The assemblies' first page as the admin list pages them: an association holds one or two a year,
 * so the one to convene is among the latest; the one already chosen stays offered.
 */
export const ASSEMBLY_OPTIONS_QUERY = { page: 1, pageSize: ASSEMBLIES_PAGE_SIZE };
