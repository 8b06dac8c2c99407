import { screenRead } from '../../../data/screen-read'
import { accountArea } from '../../../../composition/areas/account.area'

const PER_PAGE = 20

/** One page of the player's transactions, newest first (the first is what the tab opens on). */
export const transactionsPage = (page: number) =>
  screenRead(`transactions|${page}`, (get) => get('LoadTransactions', accountArea)({ page, perPage: PER_PAGE }))
