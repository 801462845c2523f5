import { describe, expect, it } from 'vitest';
import { listAssembliesQuerySchema } from '../../../domain/assemblies-schemas.ts';
import { ASSEMBLY_OPTIONS_QUERY } from './assemblyOptions.ts';

describe('the convocation’s assembly picker', () => {
  // It asked for 20 assemblies, which the list refuses (« entre 1 et 10 »): the picker stayed empty.
  it('asks for a page the assemblies’ list accepts', () => {
    expect(listAssembliesQuerySchema.safeParse(ASSEMBLY_OPTIONS_QUERY).error).toBeUndefined();
  });
});
