import { expect, test } from '@playwright/test'
import { axeViolations } from './support/axe'

// Every accessibility test passes through this helper: it must still see a violation in each of its
// two modes, or a green scan would prove nothing.
test('the axe helper reports an unlabelled button on a page alone and inside a frame', async ({ page }) => {
  await page.goto('/api/health')
  await page.setContent('<html lang="en"><title>t</title><main><h1>Page</h1><button></button></main></html>')
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^button-name: /)])

  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>Page</h1><iframe title="inner" srcdoc="<html lang=en><title>i</title><button></button></html>"></iframe></main></html>',
  )
  await expect.poll(() => page.frames().length).toBe(2)
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^button-name: iframe/)])
})
