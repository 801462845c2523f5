import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { EVENT_IMAGE_REFUSED } from '../../../domain/events.ts';
import {
  eventInputSchema,
  eventPageSchema,
  eventSchema,
  listEventsQuerySchema,
  participantPageSchema,
} from '../../../domain/events-schemas.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import { pageQuerySchema } from '../../../domain/paging-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { IMAGE_TYPES, readUpload } from '../../http/uploads.ts';
import { getEventCalendar } from './calendar.ts';
import { leaveEvent, listParticipants, registerToEvent } from './registrations.ts';
import {
  createEvent,
  deleteEvent,
  listEvents,
  removeEventImage,
  setEventImage,
  updateEvent,
} from './service.ts';

export function registerEventsRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['événements'];

  routes.get('/api/events', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'listEvents',
      summary:
        'Une page d’événements à venir (le plus proche d’abord) ou passés (le plus récent d’abord), recherche sur titre et description, avec les places restantes et l’inscription du membre',
      querystring: listEventsQuerySchema,
      response: { 200: eventPageSchema },
    },
    handler: (request) => listEvents(ctx, request.query, currentUser(request)),
  });

  routes.post('/api/events', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'createEvent',
      summary: 'Ajouter un événement',
      body: eventInputSchema,
      response: { 201: eventSchema },
    },
    handler: async (request, reply) => {
      return reply.status(201).send(await createEvent(ctx, request.body, currentUser(request)));
    },
  });

  routes.put('/api/events/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'updateEvent',
      summary: 'Modifier un événement',
      params: idParamsSchema,
      body: eventInputSchema,
      response: { 200: eventSchema },
    },
    handler: (request) => updateEvent(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/events/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteEvent',
      summary: 'Supprimer un événement',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteEvent(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });

  routes.put('/api/events/:id/image', {
    config: { role: 'admin', upload: {} },
    schema: {
      tags,
      operationId: 'replaceEventImage',
      summary: 'Remplacer l’image d’un événement (multipart, images seulement)',
      params: idParamsSchema,
      response: { 200: eventSchema },
    },
    handler: async (request) => {
      const upload = await readUpload(request, {
        allowedTypes: IMAGE_TYPES,
        typeMessage: EVENT_IMAGE_REFUSED,
      });
      return setEventImage(ctx, { ...request.params, upload }, currentUser(request));
    },
  });

  routes.delete('/api/events/:id/image', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteEventImage',
      summary: 'Retirer l’image d’un événement',
      params: idParamsSchema,
      response: { 200: eventSchema },
    },
    handler: (request) => removeEventImage(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/events/:id/participants', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'listEventParticipants',
      summary: 'Une page des inscrits d’un événement (nom, prénom, email), par nom',
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: participantPageSchema },
    },
    handler: (request) => listParticipants(ctx, { ...request.params, ...request.query }),
  });

  routes.post('/api/events/:id/registration', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'registerForEvent',
      summary: 'S’inscrire à un événement à venir qui a encore des places (mail de confirmation)',
      params: idParamsSchema,
      response: { 200: eventSchema },
    },
    handler: (request) => registerToEvent(ctx, request.params, currentUser(request)),
  });

  routes.delete('/api/events/:id/registration', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'unregisterFromEvent',
      summary: 'Se désinscrire d’un événement à venir',
      params: idParamsSchema,
      response: { 200: eventSchema },
    },
    handler: (request) => leaveEvent(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/events/:id/calendar', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getEventCalendar',
      summary: 'L’événement en fichier .ics (2 heures), nommé d’après son titre',
      params: idParamsSchema,
      produces: ['text/calendar'],
    },
    handler: async (request, reply) => {
      const file = await getEventCalendar(ctx, request.params, currentUser(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.content);
    },
  });
}
