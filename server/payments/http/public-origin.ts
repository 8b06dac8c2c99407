import type { FastifyRequest } from 'fastify'

/**
 * Where providers and players reach this site: PUBLIC_URL when set (production, behind a load
 * balancer), else the origin this request came to (so `npm run dev` links back to Vite's port).
 */
export const publicOrigin = (configured: string | undefined, request: FastifyRequest): string =>
  configured ?? `${request.protocol}://${request.host}`
