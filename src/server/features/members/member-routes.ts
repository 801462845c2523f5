import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { householdInvitationAnswerSchema, householdInvitationSchema } from '../../../domain/households.ts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  AVATAR_TYPE_MESSAGE,
  adhesionSchema,
  avatarResponseSchema,
  changePasswordSchema,
  finalizeRenewalSchema,
  myAdhesionSchema,
  profileSchema,
  updateProfileSchema,
} from '../../../domain/members-schemas.ts';
import {
  householdAddedSchema,
  lastHouseholdSchema,
  renewalCheckoutSchema,
} from '../../../domain/offer-choice.ts';
import { checkoutResponseSchema } from '../../../domain/registration.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { IMAGE_TYPES, readUpload } from '../../http/uploads.ts';
import { forwardCookies, toFetchHeaders } from '../auth/better-auth-bridge.ts';
import { listMyAdhesions } from './adhesions.ts';
import {
  acceptHouseholdInvitation,
  listMyHouseholdInvitations,
  refuseHouseholdInvitation,
} from './household-invitations.ts';
import { findLastHousehold } from './households.ts';
import { changePassword, getProfile, replaceAvatar, updateProfile } from './profile.ts';
import { createRenewalCheckout, finalizeRenewal } from './renewal.ts';

/** What a member does on /profile and /adhesion: always their own row, never an id from the browser. */
export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['membres'];

  routes.get('/api/members/me/profile', {
    config: { role: 'member' },
    schema: { tags, operationId: 'getMyProfile', summary: 'Mon profil', response: { 200: profileSchema } },
    handler: (request) => getProfile(ctx, currentUser(request)),
  });

  routes.put('/api/members/me/profile', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'updateMyProfile',
      summary: 'Modifier mes informations (un mail me le confirme)',
      body: updateProfileSchema,
      response: { 200: profileSchema },
    },
    handler: (request) => updateProfile(ctx, request.body, currentUser(request)),
  });

  routes.post('/api/members/me/password', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'changeMyPassword',
      summary: 'Changer mon mot de passe (ferme mes autres sessions)',
      body: changePasswordSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request, reply) => {
      const input = { ...request.body, headers: toFetchHeaders(request) };
      forwardCookies(reply, await changePassword(ctx, input, currentUser(request)));
      return { ok: true as const };
    },
  });

  routes.post('/api/members/me/avatar', {
    config: { role: 'member', upload: {} },
    schema: {
      tags,
      operationId: 'updateMyAvatar',
      summary: 'Changer ma photo de profil (image, 2 Mo au plus)',
      response: { 200: avatarResponseSchema },
    },
    handler: async (request) => {
      const upload = await readUpload(request, {
        allowedTypes: IMAGE_TYPES,
        typeMessage: AVATAR_TYPE_MESSAGE,
        limit: { bytes: AVATAR_MAX_BYTES, message: AVATAR_TOO_LARGE },
      });
      return replaceAvatar(ctx, { upload }, currentUser(request));
    },
  });

  routes.get('/api/members/me/adhesions', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'listMyAdhesions',
      summary: 'Mes adhésions, la plus récente d’abord',
      response: { 200: z.array(myAdhesionSchema) },
    },
    handler: (request) => listMyAdhesions(ctx, currentUser(request)),
  });

  routes.post('/api/members/me/renewal/checkout', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'createRenewalCheckout',
      summary:
        'Ouvrir le paiement du renouvellement de l’offre choisie (sans offre : la première ouverte au renouvellement)',
      // Optional: the spec's page posted nothing, and still renews « Membre Ordinaire ».
      body: renewalCheckoutSchema.optional(),
      response: { 200: checkoutResponseSchema },
    },
    handler: (request) => createRenewalCheckout(ctx, request.body, currentUser(request)),
  });

  routes.get('/api/members/me/household', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getMyLastHousehold',
      summary: 'Les autres membres du dernier foyer que j’ai payé, pour le renouveler',
      response: { 200: lastHouseholdSchema },
    },
    handler: (request) => findLastHousehold(ctx, currentUser(request)),
  });

  routes.get('/api/members/me/household-invitations', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'listMyHouseholdInvitations',
      summary: 'Les foyers qui m’ont nommé et attendent ma réponse',
      response: { 200: z.array(householdInvitationSchema) },
    },
    handler: (request) => listMyHouseholdInvitations(ctx, currentUser(request)),
  });

  routes.post('/api/members/me/household-invitations/accept', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'acceptHouseholdInvitation',
      summary: 'Rejoindre le foyer qui m’a nommé (l’adhésion du foyer m’est alors enregistrée)',
      body: householdInvitationAnswerSchema,
      response: { 201: adhesionSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await acceptHouseholdInvitation(ctx, request.body, currentUser(request))),
  });

  routes.post('/api/members/me/household-invitations/refuse', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'refuseHouseholdInvitation',
      summary: 'Refuser de rejoindre le foyer qui m’a nommé',
      body: householdInvitationAnswerSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await refuseHouseholdInvitation(ctx, request.body, currentUser(request));
      return reply.status(204).send(null);
    },
  });

  routes.post('/api/members/me/renewal/finalize', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'finalizeRenewal',
      summary: 'Enregistrer le renouvellement payé (idempotent)',
      body: finalizeRenewalSchema,
      response: {
        200: adhesionSchema.extend({
          /** It follows on from a membership paid while this payment was open (paid twice). */
          already_renewed: z.boolean(),
          household: householdAddedSchema.optional(),
        }),
      },
    },
    handler: (request) =>
      finalizeRenewal(ctx, { providerSessionId: request.body.session_id }, currentUser(request)),
  });
}
