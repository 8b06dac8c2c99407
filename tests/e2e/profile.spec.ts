import { axeViolations } from './support/axe'
import { expect, test, type Page } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
const personalForm = (page: Page) => page.getByRole('form', { name: 'Personal Details' })
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change Password' })

test('a player edits their profile, saves it and finds it again after a reload', async ({ page }) => {
  await signInNewPlayer(page)
  await page.goto('/profile')
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Lobby Tester')
  await expect(page.getByRole('button', { name: 'Country code: India +91' })).toBeVisible()

  await page.getByLabel('Full Name', { exact: true }).fill('Ana Maria Lima')
  await page.getByRole('button', { name: 'Country code: India +91' }).click()
  await page.getByRole('combobox', { name: 'Search countries' }).fill('bra')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox', { name: 'Countries' })).toBeHidden()
  await page.getByLabel('Phone Number', { exact: true }).fill('11987654321')
  await page.getByLabel('Date Of Birth', { exact: true }).fill('1990-04-12')
  await page.getByLabel('State', { exact: true }).fill('SP')
  await page.getByLabel('City', { exact: true }).fill('São Paulo')
  await page.getByLabel('Address', { exact: true }).fill('Rua Augusta 100')
  await page.getByLabel('Zip Code', { exact: true }).fill('01305-000')
  await personalForm(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Ana Maria Lima')
  await expect(page.getByRole('button', { name: 'Country code: Brazil +55' })).toBeVisible()
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('11987654321')
  await expect(page.getByLabel('Date Of Birth', { exact: true })).toHaveValue('1990-04-12')
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('São Paulo')
  await expect(page.getByLabel('Zip Code', { exact: true })).toHaveValue('01305-000')
})

test('a wrong current password is refused; the right one changes it and the new one logs in', async ({ page }) => {
  await signInNewPlayer(page)
  await page.goto('/profile')
  const username = await page.getByLabel('Username', { exact: true }).inputValue()
  expect(username).not.toBe('')

  await page.getByLabel('Current Password', { exact: true }).fill('not-my-pass1')
  await page.getByLabel('New Password', { exact: true }).fill('fresh-pass-42')
  await page.getByLabel('Confirm Password', { exact: true }).fill('fresh-pass-42')
  await passwordForm(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Current password is incorrect.')).toBeVisible()
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveAccessibleDescription('Current password is incorrect.')
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('fresh-pass-42')

  await page.getByLabel('Current Password', { exact: true }).fill('secret12')
  await passwordForm(page).getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Password updated successfully!')).toBeVisible()
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveValue('')

  await page.evaluate(() => localStorage.clear())
  await page.goto('/login')
  await page.getByLabel('Email or Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill('fresh-pass-42')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('axe finds nothing on /profile (country list open too) and /affiliates at 375 and 1440 px', async ({ page }) => {
  test.slow()
  await signInNewPlayer(page)
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/profile')
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Lobby Tester')
    expect(await axeViolations(page), `/profile at ${width}px`).toEqual([])
    await page.getByRole('button', { name: 'Country code: India +91' }).click()
    await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible()
    expect(await axeViolations(page), `/profile with the country list open at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    await page.goto('/affiliates')
    await expect(page.getByText('No Affiliated Players found')).toBeVisible()
    await expect(page.getByLabel('Copy Link', { exact: true })).toHaveValue(/\/signup\?ref=\d+$/)
    expect(await axeViolations(page), `/affiliates at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
})
