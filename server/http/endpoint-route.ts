import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '../../src/contracts/endpoint'
import { endpointValidator } from './endpoint-validation'

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>

/** A handler answers the endpoint's response, or sends another answer (a 4xx) through `reply`. */
export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerOf<E> | FastifyReply>

/**
 * Registers the route of an Endpoint: its path, method and the validation of its params, query
 * and body all come from the one contract the browser calls, so the two cannot disagree.
 * `options` carries the rest (hooks, config such as rate limits). Response codecs are `t.strict`:
 * the browser ignores fields it does not know, and the server never sends one the contract lacks.
 */
export function routeEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteShorthandOptions,
  handler: EndpointHandler<E>,
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      params: endpoint.params,
      querystring: endpoint.query,
      ...(endpoint.method === 'POST' ? { body: endpoint.body } : {}),
    },
    validatorCompiler: endpointValidator,
    // The answer goes out through the contract's codec: a field the contract does not name (a
    // row's slug, a hash) is dropped here, whatever the handler returned.
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handler(request as EndpointRequest<E>, reply)
      return answer === reply || reply.sent ? answer : (endpoint.response.encode(answer) as unknown)
    },
  })
}
