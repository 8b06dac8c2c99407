import { expect, type Browser, type Page } from '@playwright/test'
import type { PrintedOperator } from '../../shared/printed-operator'
import { totpNow } from './operators'

/** An operator's first sign-in to the console in a browser of its own (setting `password`), at the withdrawal queue. */
export async function consoleOf(browser: Browser, operator: PrintedOperator, password: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto('/operator')
  await page.getByLabel('Email or username').fill(operator.email)
  await page.getByLabel('Password', { exact: true }).fill(operator.oneTimePassword)
  await page.getByLabel('Authenticator code').fill(totpNow(operator.secret))
  await page.getByLabel('New password (first sign-in only)').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal queue' }).or(page.getByRole('alert'))).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal queue' })).toBeVisible()
  return page
}
