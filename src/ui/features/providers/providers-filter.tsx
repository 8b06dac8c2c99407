import { useRef, useState } from 'react'
import { providersButtonLabel } from '../../../core/catalogue/provider-choice.rules'
import { Icon } from '../../components/icon'
import { ProvidersDialog } from './providers-dialog'
import styles from './providers-filter.module.css'
import { useChooseProviders, useProviderChoice } from './use-provider-choice'

/** 'All Providers': opens the choice of studios; says how many are chosen once some are. `className` places it. */
export function ProvidersFilter({ className }: { className?: string }) {
  const { chosen } = useProviderChoice()
  const choose = useChooseProviders()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={[styles.button, className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-pressed={chosen.length > 0}
        onClick={() => setOpen(true)}
      >
        <Icon name="filter" size={18} />
        {providersButtonLabel(chosen)}
      </button>
      {open && (
        <ProvidersDialog
          chosen={chosen}
          onApply={(slugs) => {
            choose(slugs)
            close()
          }}
          onClose={close}
        />
      )}
    </>
  )
}
