import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assemblySummarySchema } from '../../../domain/assemblies-schemas.ts';
import {
  figuresSchema,
  signInInputSchema,
  signInPageSchema,
  signInQuerySchema,
} from '../../../domain/assembly-day.ts';
import { idParamsSchema, idSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { closeAssembly, getAssemblyFigures, listSignInSheet, openAssembly, setSignIn } from './day.ts';

/** The assembly's day: opening and closing it, the sign-in sheet, the live figures. */
export function registerAssemblyDayRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assemblées générales (administration)'];
  const admin = { role: 'admin' as const };

  routes.post('/api/admin/assemblies/:id/open', {
    config: admin,
    schema: {
      tags,
      operationId: 'openAssembly',
      summary: 'Ouvrir l’AG (statut « En cours ») : émargement et votes',
      params: idParamsSchema,
      response: { 200: assemblySummarySchema },
    },
    handler: (request) => openAssembly(ctx, request.params, currentUser(request)),
  });

  routes.post('/api/admin/assemblies/:id/close', {
    config: admin,
    schema: {
      tags,
      operationId: 'closeAssembly',
      summary:
        'Clore l’AG : ses chiffres sont gardés, ses résolutions ouvertes closes, elle devient définitive',
      params: idParamsSchema,
      response: { 200: assemblySummarySchema },
    },
    handler: (request) => closeAssembly(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/admin/assemblies/:id/figures', {
    config: admin,
    schema: {
      tags,
      operationId: 'getAssemblyFigures',
      summary: 'Membres ayant voix, présents, représentés et quorum (gardés à la clôture)',
      params: idParamsSchema,
      response: { 200: figuresSchema },
    },
    handler: (request) => getAssemblyFigures(ctx, request.params),
  });

  routes.get('/api/admin/assemblies/:id/sign-in', {
    config: admin,
    schema: {
      tags,
      operationId: 'listAssemblySignIn',
      summary: 'Une page de la feuille d’émargement : les membres ayant voix, par nom',
      params: idParamsSchema,
      querystring: signInQuerySchema,
      response: { 200: signInPageSchema },
    },
    handler: (request) => listSignInSheet(ctx, { ...request.params, ...request.query }),
  });

  routes.put('/api/admin/assemblies/:id/sign-in/:userId', {
    config: admin,
    schema: {
      tags,
      operationId: 'setAssemblySignIn',
      summary: 'Marquer un membre présent (heure d’arrivée) ou non, pendant l’AG',
      params: idParamsSchema.extend({ userId: idSchema }),
      body: signInInputSchema,
      response: { 200: z.object({ user_id: z.string(), signed_in_at: z.string().nullable() }) },
    },
    handler: (request) =>
      setSignIn(
        ctx,
        { agId: request.params.id, userId: request.params.userId, ...request.body },
        currentUser(request),
      ),
  });
}
