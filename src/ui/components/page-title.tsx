import { BRAND_NAME } from '../../core/shared/brand'

/** The document title for a screen; React hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${BRAND_NAME}`}</title>
}
