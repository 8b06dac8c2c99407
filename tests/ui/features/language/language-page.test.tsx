import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

describe('the language page', () => {
  it('offers English only, selected, and says more languages are coming', async () => {
    const { location } = renderLobbyApp('/language', { catalog: countingCatalog({}).catalog, signedIn: true })
    await screen.findByRole('heading', { level: 1, name: 'Language' }, { timeout: 10_000 })
    const group = screen.getByRole('radiogroup', { name: 'Site language' })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['en'])
    const english = within(group).getByRole<HTMLInputElement>('radio', { name: 'English' })
    expect(english.checked).toBe(true)
    await userEvent.click(english)
    expect(english.checked).toBe(true)
    expect(location.history?.at(-1)).toBe('/language')
    expect(screen.getByText(/More languages are coming/)).toBeTruthy()
  })
})
