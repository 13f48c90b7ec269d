import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { jpegFile } from './support/images'
import { hostCall } from './support/listing-api'

test('a host sends a listing\'s qualification from /qualification, staff reject it with a reason, the host sends a new one and staff pass it', async ({ page, context }) => {
  test.setTimeout(90_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await consoleCmd('landlord', 'set', mobile, '--realname', 'on')
  const login = await signInByApi(context, mobile, TEST_PASSWORD)
  const luId = randomUUID()
  await hostCall(login, 'listingCreate', { luId, rentalType: 'whole', buildingType: 'apartment' })

  await page.goto('/house/houseInfo')
  await page.getByRole('link', { name: 'Qualifications' }).click()
  await expect(page).toHaveURL(/\/qualification$/)
  const item = page.locator('[data-testid="qualification-item"][data-kind="bnb"]')
  await expect(item).toHaveAttribute('data-state', 'upload')
  await item.getByRole('button', { name: 'Upload' }).click()
  const form = item.getByTestId('qualification-form')
  // nothing chosen: the form says what is missing before anything is sent
  await form.getByRole('button', { name: 'Send for review' }).click()
  await expect(form.getByText('This field is required').first()).toBeVisible()
  await form.getByRole('radio', { name: 'Lease contract' }).click()
  await form.locator('input[type=file]').first().setInputFiles(await jpegFile('lease-1.jpg', 1400, 1000))
  await expect(form.getByText('Uploaded', { exact: true })).toHaveCount(1)
  await form.locator('input[type=file]').last().setInputFiles(await jpegFile('lease-2.jpg', 1400, 1000))
  await expect(form.getByText('Uploaded', { exact: true })).toHaveCount(2)
  await form.getByRole('button', { name: 'Send for review' }).click()
  await expect(item).toHaveAttribute('data-state', 'auditing')
  await expect(item).toContainText('Lease contract · 2 scans')
  await expect(item.getByRole('img', { name: 'Scan 1' })).toBeVisible()
  await expect(item.getByRole('button', { name: /Upload|Send a new one/ })).toHaveCount(0)

  await consoleCmd('qualification', 'reject', luId, '--reason', '合同缺少签字页')
  await page.reload()
  await expect(item).toHaveAttribute('data-state', 'rejected')
  await expect(item.getByTestId('qualification-reason')).toContainText('合同缺少签字页')
  await item.getByRole('button', { name: 'Send a new one' }).click()
  await form.getByRole('radio', { name: 'Lease contract' }).click()
  await form.locator('input[type=file]').first().setInputFiles(await jpegFile('lease-signed.jpg', 1400, 1000))
  await expect(form.getByText('Uploaded', { exact: true })).toHaveCount(1)
  await form.getByRole('button', { name: 'Send for review' }).click()
  await expect(item).toHaveAttribute('data-state', 'auditing')
  await consoleCmd('qualification', 'approve', luId)
  await page.reload()
  await expect(item).toHaveAttribute('data-state', 'passed')
  await expect(item).toContainText('Passed')
})

test('in Chinese on a phone the qualifications read in Chinese and fit the width', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await consoleCmd('landlord', 'set', mobile, '--realname', 'on')
  const login = await signInByApi(context, mobile, TEST_PASSWORD)
  await hostCall(login, 'listingCreate', { luId: randomUUID(), rentalType: 'whole', buildingType: 'apartment' })
  await page.goto('/qualification')
  await expect(page.getByRole('heading', { name: '资质管理' })).toBeVisible()
  await expect(page.getByTestId('qualification-item').first()).toContainText('待上传')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})
