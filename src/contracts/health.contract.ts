import * as t from 'io-ts'
import { get } from './endpoint'

/** Liveness and database reachability, for load balancers; 503 when the database is unreachable. */
export const Health = get('/health', { response: t.strict({ status: t.string, database: t.string }) })
