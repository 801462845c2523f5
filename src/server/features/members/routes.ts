import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

export function registerMembersRoutes(_app: FastifyInstance, _ctx: AppContext) {}
