/** An icon from /images/icons, tinted by the text colour (mask), hidden from assistive tech. */
export function Icon({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  const url = `url(/images/icons/${name}.svg)`
  return (
    <span
      aria-hidden="true"
      className={['icon', className].filter(Boolean).join(' ')}
      style={{ width: size, height: size, WebkitMaskImage: url, maskImage: url }}
    />
  )
}
