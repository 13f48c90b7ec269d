import { expect, test, type Page } from '@playwright/test'
import type { LoginResult } from '../../src/domain/endpoints'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'

/** The demo hotel merchant (src/server/console/seed-hotels.ts) and its online hotel. */
const HOTELIER = '13800000003'
const HOTEL = '西湖边精品酒店'

const TEXTS = {
  en: {
    edit: 'Edit', description: 'Description of the hotel', save: 'Save and continue',
    unsubmitted: 'Online — changes not submitted', auditing: 'Online — change under review', rejected: 'Online — change rejected',
    rejectedHead: 'Change rejected. Fix what staff pointed out and submit again:', changed: /What changed \(1 field\)/,
    idle: 'your changes go to staff review',
  },
  zh: {
    edit: '编辑', description: '酒店简介', save: '保存并继续',
    unsubmitted: '已上线 · 修改待提交', auditing: '已上线 · 修改审核中', rejected: '已上线 · 修改未通过',
    rejectedHead: '修改未通过审核。请按以下提示修改后重新提交：', changed: /修改内容（1 项）/,
    idle: '修改需经审核',
  },
} as const

const FIRST = '酒店坐落在西湖北山街，推窗可见湖光山色，步行可达断桥与白堤。客房新近翻修，安静舒适，早餐提供杭帮点心，前台全天为您安排游湖行程。'
const SECOND = '酒店坐落在西湖北山街，推窗即见湖光山色，步行可达断桥、白堤与孤山。客房新近翻修，安静舒适，早餐提供杭帮点心与西式餐点，前台全天为您安排游湖行程。'

type Detail = { hotelId: string; changeStatus: string; hotelInfo: Record<string, unknown> & { description: string }; versions: { hotelInfo: number } }

async function demoHotel(login: LoginResult): Promise<Detail> {
  const { list } = await hostCall(login, 'hotelList', {})
  const hotelId = (list as Array<{ hotelId: string; name: string }>).find((hotel) => hotel.name === HOTEL)!.hotelId
  return (await hostCall(login, 'hotelGet', { hotelId })) as Detail
}

/** The demo hotel's description as seeded, live and with no change waiting (a walk cut short leaves nothing behind). */
let seeded: string | null = null
async function restore(login: LoginResult): Promise<void> {
  let hotel = await demoHotel(login)
  if (hotel.changeStatus === 'auditing') {
    await consoleCmd('hotel', 'reject', hotel.hotelId, '--reason', 'infoMismatch')
    hotel = await demoHotel(login)
  }
  if (seeded === null || hotel.hotelInfo.description === seeded) return
  await hostCall(login, 'hotelSaveInfo', { hotelId: hotel.hotelId, version: hotel.versions.hotelInfo, value: { ...hotel.hotelInfo, description: seeded } })
  hotel = await demoHotel(login)
  if (hotel.changeStatus === 'unsubmitted') {
    await hostCall(login, 'hotelPublish', { hotelId: hotel.hotelId })
    await consoleCmd('hotel', 'approve', hotel.hotelId)
  }
}

test.afterEach(async ({ context }) => {
  await restore(await signInByApi(context, HOTELIER, 'Demo@2026'))
})

async function fits(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

for (const lang of ['en', 'zh'] as const) {
  test(`the hotel merchant at 390 px (${lang}) edits the online hotel, submits the change, is rejected, edits again and sees it approved`, async ({ page, context }) => {
    const tx = TEXTS[lang]
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`hotel-change-${name}-${lang}-390.png`), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    if (lang === 'en') await useEnglish(page)
    const login = await signInByApi(context, HOTELIER, 'Demo@2026')
    await restore(login)
    const start = await demoHotel(login)
    expect(start.changeStatus).toBe('none')
    seeded ??= start.hotelInfo.description
    const { hotelId } = start

    // the listing list: the online hotel opens for editing
    await page.goto('/house/houseInfo')
    const card = page.getByTestId('hotel-section').getByTestId('hotel-item').filter({ hasText: HOTEL })
    await expect(card.getByTestId('hotel-item-change')).toHaveCount(0)
    await card.getByRole('link', { name: tx.edit, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/hotel-publish/hotel-address\\?hotelId=${hotelId}`))
    const online = page.getByTestId('hotel-online')
    await expect(online).toHaveAttribute('data-change', 'none')
    await expect(online).toContainText(tx.idle)

    // the description edited: saved apart, not submitted yet, what changed shown
    await page.getByTestId('hotel-step-hotelInfo').click()
    const description = page.getByLabel(new RegExp(`^${tx.description}`))
    await expect(description).toBeEnabled()
    await description.fill(FIRST)
    await page.getByRole('button', { name: tx.save }).click()
    await expect(online).toHaveAttribute('data-change', 'unsubmitted', { timeout: 20_000 })
    await expect(page.getByTestId('hotel-change-label')).toHaveText(tx.unsubmitted)
    await page.getByTestId('hotel-changes').locator('summary').click()
    await expect(page.getByTestId('hotel-changes').locator('summary')).toHaveText(tx.changed)
    await expect(page.getByTestId('hotel-changes')).toContainText('description')
    await expect(page.getByTestId('hotel-changes')).toContainText(FIRST.slice(0, 20))
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot('unsubmitted')
    await fits(page)

    // submitted: under review, the parts locked, the card says so
    await expect(page.getByTestId('hotel-publish')).toBeEnabled()
    await page.getByTestId('hotel-publish').click()
    await expect(online).toHaveAttribute('data-change', 'auditing', { timeout: 20_000 })
    await expect(page.getByTestId('hotel-change-label')).toHaveText(tx.auditing)
    await page.getByTestId('hotel-step-hotelInfo').click()
    await expect(page.getByLabel(new RegExp(`^${tx.description}`))).toBeDisabled()
    await expect(page.getByTestId('hotel-publish')).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot('auditing')
    await page.goto('/house/houseInfo')
    await expect(card.getByTestId('hotel-item-change')).toHaveAttribute('data-change', 'auditing')
    await expect(card.getByTestId('hotel-item-change')).toHaveText(tx.auditing)
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`hotel-change-card-auditing-${lang}-390.png`) })
    await fits(page)
    // guests still book the approved description meanwhile
    expect((await hostCall(login, 'hotelGet', { hotelId })).changes[0].oldValue).toBe(seeded)

    // staff reject it with a reason and a note: the card and the flow show why
    await consoleCmd('hotel', 'reject', hotelId, '--reason', 'infoMismatch', '--note', '简介与实际不符')
    await page.reload()
    await expect(card.getByTestId('hotel-item-change')).toHaveText(tx.rejected)
    await expect(card.getByTestId('hotel-item-reasons')).toBeVisible()
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`hotel-change-card-rejected-${lang}-390.png`) })
    await page.goto(`/hotel-publish/hotel-info?hotelId=${hotelId}`)
    await expect(online).toHaveAttribute('data-change', 'rejected')
    const rejection = page.getByTestId('hotel-rejection')
    await expect(rejection).toContainText(tx.rejectedHead)
    await expect(rejection).toContainText('简介与实际不符')
    await shot('rejected')
    await fits(page)

    // edited again and submitted; staff approve: live, nothing waiting
    await page.getByLabel(new RegExp(`^${tx.description}`)).fill(SECOND)
    await page.getByRole('button', { name: tx.save }).click()
    await expect(online).toHaveAttribute('data-change', 'unsubmitted', { timeout: 20_000 })
    await expect(page.getByTestId('hotel-rejection')).toHaveCount(0)
    await page.getByTestId('hotel-publish').click()
    await expect(online).toHaveAttribute('data-change', 'auditing', { timeout: 20_000 })
    expect(await consoleCmd('hotel', 'approve', hotelId)).toContain('changeApproved')
    await page.goto(`/hotel-publish/hotel-info?hotelId=${hotelId}`)
    await expect(online).toHaveAttribute('data-change', 'none')
    await expect(page.getByTestId('hotel-changes')).toHaveCount(0)
    await expect(page.getByLabel(new RegExp(`^${tx.description}`))).toHaveValue(SECOND)
    const approved = await hostCall(login, 'hotelGet', { hotelId })
    expect(approved).toMatchObject({ changeStatus: 'none', changes: [] })
    expect(approved.hotelInfo.description).toBe(SECOND)
    await shot('approved')
    await page.goto('/house/houseInfo')
    await expect(card.getByTestId('hotel-item-change')).toHaveCount(0)
    await fits(page)
  })
}
