import { SiteHeader } from '../../layout/site-header'
import { PageTitle } from '../../components/page-title'

/** /header: the header on its own (a layout part reachable as a route). */
export function HeaderPartPage() {
  return (
    <>
      <PageTitle title="Header" />
      <h1 className="visually-hidden">Header</h1>
      <SiteHeader />
    </>
  )
}
