import { expect, test, type Page } from '@playwright/test'

const FORM_TOAST = 'Please fix the errors in the form.'

/** A username and address no earlier run has taken. */
const unique = () => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
  return { name: 'Ana Lima', username: `ana${tag}`, email: `ana.${tag}@example.com`, password: 'spin4gold' }
}

const registerThroughApi = async (page: Page, player: ReturnType<typeof unique>) => {
  const answer = await page.request.post('/api/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...player, password_confirmation: player.password, promo_code: '' },
  })
  expect(answer.status()).toBe(201)
}

/** Every request the page sends to one API path. */
const recordCalls = (page: Page, path: string) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.push(r.method())
  })
  return calls
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

test.describe('log in', () => {
  // docs/product/screens-and-routes.md#log-in
  test('has every part of the log-in screen', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByLabel('Email or Username')).toHaveAttribute('autocomplete', 'username')
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password')
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '#')
    await expect(page.getByRole('button', { name: 'Login with Google' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/signup$/)
  })

  test('an empty form shows a message under each field and the toast, and sends nothing', async ({ page }) => {
    const calls = recordCalls(page, '/api/login')
    await page.goto('/login')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(toast(page, FORM_TOAST)).toBeVisible()
    const email = page.getByLabel('Email or Username')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Email is required.')
    await expect(email).toBeFocused()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required.')
    expect(calls).toEqual([])
  })

  test('an identifier that is neither an email nor a username is refused; fixing it clears the message', async ({ page }) => {
    await page.goto('/login')
    const email = page.getByLabel('Email or Username')
    await email.fill('ana lima')
    await page.getByLabel('Password', { exact: true }).fill('whatever1')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(email).toHaveAccessibleDescription('Enter a valid email or username.')
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'false')
    await email.fill('analima')
    await expect(email).toHaveAttribute('aria-invalid', 'false')
  })

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('s3cret!')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    const hide = page.getByRole('button', { name: 'Hide password' })
    await expect(hide).toHaveAttribute('aria-pressed', 'true')
    await hide.click()
    await expect(password).toHaveAttribute('type', 'password')
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false')
  })

  test('Login with Google says it is not available yet', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Login with Google' }).click()
    await expect(toast(page, 'Google sign-in is not available yet.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a registered player logs in by username and by email, and lands on the lobby', async ({ page }) => {
    const player = unique()
    await registerThroughApi(page, player)
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill(player.username)
    await page.getByLabel('Password', { exact: true }).fill(player.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(toast(page, 'Login successful!')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy()

    await page.evaluate(() => localStorage.clear())
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill(player.email.toUpperCase())
    await page.getByLabel('Password', { exact: true }).fill(player.password)
    await page.getByRole('button', { name: 'Login', exact: true }).press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('wrong credentials: the failure toast, the values kept, still on /login', async ({ page }) => {
    const player = unique()
    await registerThroughApi(page, player)
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill(player.username)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password1')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(toast(page, 'Login failed. Please check your credentials.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Email or Username')).toHaveValue(player.username)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password1')
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
  })

  test('while the request runs the button is disabled and says Logging in…', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/login', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill('nobody1')
    await page.getByLabel('Password', { exact: true }).fill('whatever1')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Logging in…' })).toBeDisabled()
    release()
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled()
  })
})

test.describe('sign up', () => {
  const fill = async (page: Page, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value)
  }

  // docs/product/screens-and-routes.md#sign-up
  test('has every field of the sign-up screen, each password with its own toggle', async ({ page }) => {
    await page.goto('/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
    const autocomplete = {
      'Full Name': 'name',
      Username: 'username',
      'Email Address': 'email',
      'Promo Code (optional)': 'off',
      Password: 'new-password',
      'Confirm Password': 'new-password',
    }
    for (const [label, value] of Object.entries(autocomplete)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('autocomplete', value)
    }
    await page.getByRole('button', { name: 'Show confirm password' }).click()
    await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute('type', 'text')
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')
    await expect(page.getByRole('button', { name: 'Signup with Google' })).toBeVisible()
    await page.getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('/register is the same screen', async ({ page }) => {
    await page.goto('/register')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
  })

  test('an empty form: every required message, the toast, nothing sent', async ({ page }) => {
    const calls = recordCalls(page, '/api/register')
    await page.goto('/signup')
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expect(toast(page, FORM_TOAST)).toBeVisible()
    const expected = {
      'Full Name': 'Full name is required.',
      Username: 'Username is required.',
      'Email Address': 'Email is required.',
      Password: 'Password is required.',
      'Confirm Password': 'Confirm password is required.',
    }
    for (const [label, message] of Object.entries(expected)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message)
    }
    await expect(page.getByLabel('Promo Code (optional)')).toHaveAttribute('aria-invalid', 'false')
    expect(calls).toEqual([])
  })

  test('bad values get the rules’ own messages and keep what was typed', async ({ page }) => {
    await page.goto('/signup')
    const typed = { 'Full Name': 'Ana 2', Username: 'ana lima', 'Email Address': 'ana@', Password: 'abcdef', 'Confirm Password': 'abcdeg' }
    await fill(page, typed)
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    const expected = {
      'Full Name': 'Full name must contain only letters and spaces, no numbers.',
      Username: 'Username must contain only alphanumeric characters without spaces.',
      'Email Address': 'Enter a valid email address.',
      Password: 'Password must contain at least 6 characters, including letters, numbers, and symbols, and no spaces.',
      'Confirm Password': 'Passwords do not match.',
    }
    for (const [label, message] of Object.entries(expected)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message)
    }
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    await expect(toast(page, FORM_TOAST)).toBeVisible()
  })

  test('a new player signs up for real and lands on the lobby', async ({ page }) => {
    const player = unique()
    await page.goto('/signup')
    await fill(page, {
      'Full Name': player.name,
      Username: player.username,
      'Email Address': player.email,
      'Promo Code (optional)': 'WELCOME',
      Password: player.password,
      'Confirm Password': player.password,
    })
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expect(toast(page, 'Sign up successful! Redirecting to dashboard...')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy()
  })

  test('a taken username: the server’s message under the field and in the toast', async ({ page }) => {
    const player = unique()
    await registerThroughApi(page, player)
    await page.goto('/signup')
    const again = unique()
    await fill(page, {
      'Full Name': again.name,
      Username: player.username,
      'Email Address': again.email,
      Password: again.password,
      'Confirm Password': again.password,
    })
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expect(toast(page, 'Error: The username has already been taken.')).toBeVisible()
    const username = page.getByLabel('Username', { exact: true })
    await expect(username).toHaveAccessibleDescription('The username has already been taken.')
    await expect(page).toHaveURL(/\/signup$/)
    // The server's message stays while another field changes, and goes once the username does.
    await page.getByLabel('Full Name', { exact: true }).fill('Ana Maria Lima')
    await expect(username).toHaveAccessibleDescription('The username has already been taken.')
    await username.fill(again.username)
    await expect(username).toHaveAttribute('aria-invalid', 'false')
  })

  test('Signup with Google says it is not available yet', async ({ page }) => {
    await page.goto('/signup')
    await page.getByRole('button', { name: 'Signup with Google' }).click()
    await expect(toast(page, 'Google sign-in is not available yet.')).toBeVisible()
  })
})
