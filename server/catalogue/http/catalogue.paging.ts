import type { FastifyReply } from 'fastify'
import type { GamePage, Page } from '../catalogue.port'

export const DEFAULT_PER_PAGE = 60
export const MAX_PER_PAGE = 200

export interface PageQuery {
  readonly page?: number
  readonly per_page?: number
}

/**
 * Paging is opt-in: without page or per_page a listing answers every game (the product's plain
 * array). With them, the same array shape holds one page, and X-Total-Count the listing's size.
 */
export const pageOf = (query: PageQuery): Page | undefined | 'TooLarge' => {
  if (query.page === undefined && query.per_page === undefined) return undefined
  const perPage = query.per_page ?? DEFAULT_PER_PAGE
  if (perPage > MAX_PER_PAGE) return 'TooLarge'
  const page = query.page ?? 1
  return { limit: perPage, offset: (page - 1) * perPage }
}

export const replyPerPageTooLarge = (reply: FastifyReply) => {
  const message = `The per page may not be greater than ${MAX_PER_PAGE}.`
  return reply.status(422).send({ message, errors: { per_page: [message] } })
}

/** The page's games; a paged answer also says the listing's size. */
export const gamePageAnswer = (reply: FastifyReply, result: GamePage, paged: boolean) => {
  if (paged) reply.header('X-Total-Count', String(result.total))
  return result.games
}
