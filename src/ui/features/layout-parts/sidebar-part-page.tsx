import { Sidebar } from '../../layout/sidebar'
import { useSidebarCategories } from '../../layout/use-sidebar-categories'
import { PageTitle } from '../../components/page-title'

/** /sidebar: the sidebar on its own (a layout part reachable as a route). */
export function SidebarPartPage() {
  const categories = useSidebarCategories()
  return (
    <>
      <PageTitle title="Sidebar" />
      <h1 className="visually-hidden">Sidebar</h1>
      <Sidebar categories={categories} />
    </>
  )
}
