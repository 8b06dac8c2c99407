import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { ReferralCard } from '../../../../src/ui/features/landing/referral-card'
import { renderLanding } from './render-landing'

describe('the landing page', () => {
  it('repeats the brand 10 times in the marquee, hidden from assistive tech but for its label', async () => {
    await renderLanding(TE.right([]))
    const marquee = screen.getByRole('marquee', { name: 'Welcome to Coinfall' })
    const copies = within(marquee).getAllByText('Coinfall', { exact: true })
    expect(copies).toHaveLength(10)
    expect(copies.every((c) => c.closest('[aria-hidden="true"]') !== null)).toBe(true)
  })

  it('moves the carousel track by 220 px per slide and drops the transition on a wrap', async () => {
    await renderLanding(TE.right([]))
    const track = screen.getByRole('list', { name: 'Featured game slides' })
    expect(track.style.transform).toBe('translateX(0px)')
    await userEvent.click(screen.getByRole('button', { name: 'Next game' }))
    expect(track.style.transform).toBe('translateX(-220px)')
    expect(track.style.transition).toBe('transform 0.5s ease')
    await userEvent.click(screen.getByRole('button', { name: 'Previous game' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous game' }))
    expect(track.style.transform).toBe('translateX(-880px)')
    expect(track.style.transition).toBe('none')
    expect(screen.getByRole('status').textContent).toBe('Slide 5 of 5: Plinko')
  })

  it('starts the rotating dots paused; #center-dot resumes them', async () => {
    await renderLanding(TE.right([]))
    const dot = screen.getByRole('button', { name: 'Rotate dots' })
    expect(dot.id).toBe('center-dot')
    expect(dot.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(dot)
    expect(dot.getAttribute('aria-pressed')).toBe('true')
  })

  it('does not place the referral card', async () => {
    await renderLanding(TE.right([]))
    expect(screen.queryByText('Refer Your Friend and Earn Rewards!')).toBeNull()
  })
})

describe('the referral card', () => {
  it('exists as a component with its promo heading', () => {
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <ReferralCard />
      </Router>,
    )
    expect(screen.getByRole('heading', { name: 'Refer Your Friend and Earn Rewards!' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get your link' }).getAttribute('href')).toBe('/affiliates')
  })
})
