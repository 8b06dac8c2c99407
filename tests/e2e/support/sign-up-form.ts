import { expect, type Page } from '@playwright/test'

/**
 * Signs a new player up through the form the page is on (/signup, or a referral link to it), as a
 * visitor types it, with the password `secret12` and `<username>@example.com`, and waits for the
 * dashboard the form leads to.
 */
export async function signUpThroughForm(
  page: Page,
  player: { readonly fullName: string; readonly username: string; readonly promoCode?: string },
) {
  const fields: Record<string, string> = {
    'Full Name': player.fullName,
    Username: player.username,
    'Email Address': `${player.username}@example.com`,
    ...(player.promoCode === undefined ? {} : { 'Promo Code (optional)': player.promoCode }),
    Password: 'secret12',
    'Confirm Password': 'secret12',
  }
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
