import { expect, test, type Locator } from '@playwright/test'
import { signUpThroughForm } from './support/sign-up-form'
import { generateSync } from 'otplib'
import { axeViolations } from './support/axe'

/** The code an authenticator app holding `secret` shows `aheadSteps` 30-second steps from now. */
const codeFor = (secret: string, aheadSteps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSteps * 30 })

// Two-factor sign-in end to end on the real server: enrolled from the Safer play tab with the key
// the page shows (the code computed here, as an authenticator app would), the recovery codes shown
// once, then a sign-in that asks for the code after the password.
test('a player turns on two-factor sign-in and signs in with a code', async ({ page }, info) => {
  const tag = `tf${Date.now().toString(36)}${process.pid}`
  const email = `${tag}@example.com`
  await page.goto('/signup')
  await signUpThroughForm(page, { fullName: 'Tess Factor', username: tag })

  // The section itself on the tab (a full page would catch the sticky header mid-scroll), the whole view at sign-in.
  const shots = async (name: string, part?: Locator) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const path = info.outputPath(`two-factor-${name}-${width}.png`)
      await (part === undefined ? page.screenshot({ path }) : part.screenshot({ path }))
    }
  }

  await page.goto('/safer-play')
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(section.getByRole('img', { name: 'QR code to add Coinfall to your authenticator app' })).toBeVisible()
  const secret = (await section.locator('code').first().innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  expect(await axeViolations(page, 'main')).toEqual([])
  await shots('enrol', section)

  await section.getByLabel('The 6-digit code your app shows').fill(codeFor(secret))
  await section.getByLabel('Password', { exact: true }).fill('secret12')
  await section.getByRole('button', { name: 'Turn on', exact: true }).click()
  const codes = section.getByRole('list', { name: 'Recovery codes' })
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  await expect(section.getByRole('link', { name: 'Download codes' })).toHaveAttribute('download', 'coinfall-recovery-codes.txt')
  expect(await axeViolations(page, 'main')).toEqual([])
  await shots('recovery-codes', section)
  await section.getByRole('button', { name: 'I have saved my codes' }).click()
  await expect(section.getByText('10 of your recovery codes are left unused.')).toBeVisible()

  // Signed out, the password alone no longer signs in: the code step follows.
  await page.evaluate(() => localStorage.clear())
  await page.goto('/login')
  await page.getByLabel('Email or Username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret12')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  const code = page.getByLabel('Authentication code')
  await expect(code).toBeFocused()
  await expect(page.getByText('Enter the 6-digit code from your authenticator app to sign in.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await shots('sign-in-code')
  // The code the enrolment used is spent: the app's next one is taken (one step ahead is accepted).
  await code.fill(codeFor(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[A-Za-z0-9_-]{43}$/)
})
