import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import type { LoginResult } from '../../src/domain/endpoints'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { freshJapanMobile, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { fillListing, hostCall } from './support/listing-api'

/**
 * Issue 4's "Done means", as a new host would go through it: every step in the browser with real
 * photos, the bad inputs a host makes on the way, the review by staff through the console (two
 * reasons), the fix, the approval, and the edits of the online listing (title waits for review,
 * price applies at once). A mainland host in Chinese, an overseas host in English.
 */

test.use({ actionTimeout: 20_000 })

const SHOTS = process.env.JOURNEY_SHOTS ?? path.join(process.cwd(), '.tmp', 'shots3')
fs.mkdirSync(SHOTS, { recursive: true })

type Lang = 'zh' | 'en'

/** msgid -> msgstr of the Chinese catalogue, so one journey drives both languages by their English source. */
const ZH = readCatalog(path.join(process.cwd(), 'src/app/locales/zh.po'))

function readCatalog(file: string): Map<string, string> {
  const map = new Map<string, string>()
  const unquote = (s: string) => JSON.parse(s) as string
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('msgid "')) continue
    let id = unquote(lines[i]!.slice(6))
    while (lines[i + 1]?.startsWith('"')) id += unquote(lines[++i]!)
    if (!lines[i + 1]?.startsWith('msgstr "')) continue
    let str = unquote(lines[++i]!.slice(7))
    while (lines[i + 1]?.startsWith('"')) str += unquote(lines[++i]!)
    if (id) map.set(id, str)
  }
  return map
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The journey's page helpers, in the host's language. */
class Host {
  readonly page: Page
  readonly lang: Lang

  constructor(page: Page, lang: Lang) {
    this.page = page
    this.lang = lang
  }

  /** The text shown for an English source message (the catalogue's msgstr in Chinese). */
  t(source: string, params: Record<string, string | number> = {}): string {
    let text = source
    if (this.lang === 'zh') {
      const found = ZH.get(source)
      if (!found) throw new Error(`no Chinese text for "${source}"`)
      text = found
    }
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
  }

  /** A message with placeholders left open as a pattern. */
  pattern(source: string, params: Record<string, string | number> = {}): RegExp {
    return new RegExp(this.t(source, params).split(/\{\w+\}/).map(escape).join('.*'))
  }

  get steps(): Locator {
    return this.page.getByRole('navigation', { name: this.t('Steps of the listing') })
  }

  step(step: string): Locator {
    return this.steps.locator(`[data-step="${step}"]`)
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name: this.t(name), exact: true })
  }

  field(label: string): Locator {
    return this.page.getByLabel(this.t(label), { exact: true })
  }

  async choose(label: string, option: string | RegExp) {
    await this.page.getByRole('combobox', { name: this.t(label), exact: true }).click()
    await this.page.getByRole('option', { name: typeof option === 'string' ? this.t(option) : option }).first().click()
  }

  async pick(group: string, option: string) {
    await this.page.getByRole('radiogroup', { name: this.t(group), exact: true }).getByRole('radio', { name: this.t(option), exact: true }).click()
  }

  async saveAndContinue(next: string) {
    await this.button('Save and continue').click()
    await expect(this.page).toHaveURL(new RegExp(`/house-publish/${next}\\?`))
  }

  async shot(name: string) {
    // from the top, so the sticky header is not drawn over the middle of a full-page picture
    await this.page.evaluate(() => window.scrollTo(0, 0))
    await this.page.screenshot({ path: path.join(SHOTS, `journey-${name}.png`), fullPage: true })
  }

  row(luId: string): Locator {
    return this.page.locator(`[data-testid="listing-row"][data-luid="${luId}"]`)
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${escape(this.t(name))}`) })
  }
}

/** A photo-like JPEG of a room (walls, floor, window; a bed, a bathtub or a counter), drawn by sharp. */
async function roomPhoto(name: string, kind: 'living' | 'bedroom' | 'bed' | 'kitchen' | 'bathroom' | 'exterior', width: number, height: number, hue: number) {
  const w = width
  const h = height
  const floor = Math.round(h * 0.62)
  const furniture: Record<typeof kind, string> = {
    living: `<rect x="${w * 0.15}" y="${floor - h * 0.12}" width="${w * 0.45}" height="${h * 0.16}" rx="20" fill="hsl(${hue + 180},35%,45%)"/>
             <rect x="${w * 0.68}" y="${floor - h * 0.05}" width="${w * 0.18}" height="${h * 0.08}" fill="#6b4f35"/>`,
    bedroom: `<rect x="${w * 0.2}" y="${floor - h * 0.1}" width="${w * 0.5}" height="${h * 0.18}" rx="10" fill="#f4f1ea"/>
              <rect x="${w * 0.75}" y="${floor - h * 0.3}" width="${w * 0.15}" height="${h * 0.35}" fill="#7a5a3a"/>`,
    bed: `<rect x="${w * 0.1}" y="${floor - h * 0.18}" width="${w * 0.8}" height="${h * 0.3}" rx="16" fill="#fbfaf7"/>
          <rect x="${w * 0.12}" y="${floor - h * 0.26}" width="${w * 0.2}" height="${h * 0.1}" rx="14" fill="#e8e3d8"/>
          <rect x="${w * 0.36}" y="${floor - h * 0.26}" width="${w * 0.2}" height="${h * 0.1}" rx="14" fill="#e8e3d8"/>`,
    kitchen: `<rect x="0" y="${floor - h * 0.1}" width="${w}" height="${h * 0.12}" fill="#d9d4cc"/>
              <rect x="${w * 0.1}" y="${h * 0.15}" width="${w * 0.8}" height="${h * 0.15}" fill="#a98b6b"/>`,
    bathroom: `<ellipse cx="${w * 0.5}" cy="${floor}" rx="${w * 0.3}" ry="${h * 0.12}" fill="#fdfdfd" stroke="#c9d3da" stroke-width="8"/>
               <rect x="${w * 0.8}" y="${floor - h * 0.25}" width="${w * 0.08}" height="${h * 0.25}" fill="#e0e6ea"/>`,
    exterior: `<rect x="${w * 0.25}" y="${h * 0.3}" width="${w * 0.5}" height="${h * 0.45}" fill="#c8b59a"/>
               <polygon points="${w * 0.2},${h * 0.3} ${w * 0.5},${h * 0.1} ${w * 0.8},${h * 0.3}" fill="#7d3c2c"/>`,
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},30%,88%)"/><stop offset="1" stop-color="hsl(${hue},25%,70%)"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b08a60"/><stop offset="1" stop-color="#7a5a3a"/></linearGradient>
      <radialGradient id="light" cx="0.7" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="${kind === 'exterior' ? '#8fc1e8' : 'url(#wall)'}"/>
    <rect y="${floor}" width="${w}" height="${h - floor}" fill="${kind === 'exterior' ? '#6f9a4f' : 'url(#floor)'}"/>
    ${kind === 'exterior' ? '' : `<rect x="${w * 0.62}" y="${h * 0.12}" width="${w * 0.26}" height="${h * 0.3}" fill="#cfe8f7" stroke="#fff" stroke-width="10"/>`}
    ${furniture[kind]}
    <rect width="${w}" height="${h}" fill="url(#light)"/>
  </svg>`
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** The six photos of a listing, in upload order, with the type the host gives each. */
async function photoSet(prefix: string) {
  return [
    { type: 'Living room', file: await roomPhoto(`${prefix}-living.jpg`, 'living', 1600, 1067, 30) },
    { type: 'Bedroom', file: await roomPhoto(`${prefix}-bedroom.jpg`, 'bedroom', 1600, 1067, 200) },
    { type: 'Bed', file: await roomPhoto(`${prefix}-bed.jpg`, 'bed', 1600, 1067, 120) },
    { type: 'Kitchen', file: await roomPhoto(`${prefix}-kitchen.jpg`, 'kitchen', 1067, 1600, 60) },
    // horizontal, so "not a bathroom" is the only rule a bathroom cover breaks
    { type: 'Bathroom', file: await roomPhoto(`${prefix}-bathroom.jpg`, 'bathroom', 1600, 1067, 190) },
    { type: 'Exterior and view', file: await roomPhoto(`${prefix}-exterior.jpg`, 'exterior', 1600, 1067, 0) },
  ]
}

type Journey = {
  lang: Lang
  shot: string
  login: LoginResult
  publishType: 'domestic' | 'overseas'
  address: (host: Host) => Promise<void>
  shortTitle: string
  title: string
  contactDescription: string
  description: string
  fixedDescription: string
  editedTitle: string
  currency: string | RegExp | null
  currencyCode: string
  prices: [number, number, number]
  newPrice: number
  reviewTime: string
}

const cards = (page: Page) => page.getByTestId('photo-card')

/** The whole journey; returns nothing, asserts on the way. */
async function runJourney(page: Page, j: Journey) {
  const host = new Host(page, j.lang)

  // the listing list -> publish entry -> the type choice
  await page.goto('/house/houseInfo')
  await page.getByRole('link', { name: host.t('Publish a listing') }).click()
  await expect(page).toHaveURL(/\/house\/housePublish/)
  await host.shot(`${j.shot}-01-publish-entry`)
  await page.getByRole('link', { name: new RegExp(escape(host.t(j.publishType === 'overseas' ? 'Overseas B&B' : 'Domestic B&B'))) }).click()
  await expect(page).toHaveURL(new RegExp(`select-house-type\\?publishType=${j.publishType}`))
  await page.getByRole('radio', { name: host.t('Entire home'), exact: true }).click()
  await host.choose('Building type', 'Apartment')
  await host.button('Next step').click()
  await expect(page).toHaveURL(/\/house-publish\/house-address\?/)
  const luId = new URL(page.url()).searchParams.get('luId')!

  // 1 address
  await j.address(host)
  await host.shot(`${j.shot}-02-address`)
  await host.saveAndContinue('house-info')

  // 2 overview
  await host.field('Rental area (m²)').fill('86')
  await host.field('Suitable number of people').fill('4')
  await host.pick('Do you live in the place?', 'No')
  await host.pick('Bathroom', 'Private bathroom')
  await host.choose('Bed type', 'Double bed')
  await host.field('Length (m)').fill('2')
  await host.field('Width (m)').fill('1.8')
  await host.saveAndContinue('house-describe')

  // 3 description: a too-short title and a phone number in the description are shown next to
  // their fields, and what was typed stays
  await host.field('Title').fill(j.shortTitle)
  await host.field('Description').fill(j.contactDescription)
  await host.button('Save and continue').click()
  const titleError = page.getByText(host.pattern('The title must be {min}-{max} characters (an English word counts as one)', { min: 12, max: 50 }))
  const contactError = page.getByText(host.t('Contact information (phone, WeChat, QQ, e-mail) is not allowed'))
  await expect(titleError).toBeVisible()
  await expect(page).toHaveURL(/house-describe/)
  await expect(host.field('Title')).toHaveValue(j.shortTitle)
  await expect(host.field('Description')).toHaveValue(j.contactDescription)
  await expectNextTo(host.field('Title'), titleError)
  await host.shot(`${j.shot}-03-describe-errors`)
  await host.field('Title').fill(j.title)
  await host.button('Save and continue').click()
  await expect(contactError).toBeVisible()
  await expectNextTo(host.field('Description'), contactError)
  await expect(host.field('Description')).toHaveValue(j.contactDescription)
  await expect(host.field('Title')).toHaveValue(j.title)
  await host.field('Description').fill(j.description)
  await host.saveAndContinue('house-facility')

  // 4 facilities
  await page.getByRole('checkbox', { name: host.t('Wi-Fi'), exact: true }).click()
  await page.getByRole('checkbox', { name: host.t('Hot water'), exact: true }).click()
  await page.getByRole('checkbox', { name: host.t('Air conditioning'), exact: true }).click()
  await host.saveAndContinue('house-photos')

  // 5 photos: six real JPEGs, typed; a bathroom cover is refused next to the photos and nothing is lost
  const photos = await photoSet(j.shot)
  await page.getByLabel(host.t('Add photos')).setInputFiles(photos.map((p) => p.file))
  await expect(cards(page)).toHaveCount(6, { timeout: 60_000 })
  await expect(page.getByTestId('upload-task')).toHaveCount(0, { timeout: 30_000 })
  for (const [index, photo] of photos.entries()) {
    await page.getByRole('combobox', { name: host.t('Type of photo {position}', { position: index + 1 }) }).click()
    await page.getByRole('option', { name: host.t(photo.type), exact: true }).click()
  }
  await cards(page).nth(4).getByRole('button', { name: host.t('Set as cover') }).click()
  await expect(page.locator('[data-rule="coverRoom"]')).toHaveAttribute('data-ok', 'false')
  await host.button('Save and continue').click()
  const coverError = page.getByTestId('photos-step').getByText(host.t('The cover photo cannot be a bathroom or kitchen photo'))
  await expect(coverError.first()).toBeVisible()
  await expect(page).toHaveURL(/house-photos/)
  await expect(cards(page)).toHaveCount(6)
  await host.shot(`${j.shot}-04-photos-bathroom-cover`)
  await cards(page).nth(0).getByRole('button', { name: host.t('Set as cover') }).click()
  await cards(page).nth(0).getByLabel(host.t('Caption of photo {position}', { position: 1 })).fill(j.lang === 'zh' ? '客厅' : 'Living room')
  for (const rule of ['count', 'cover', 'coverHorizontal', 'coverRoom', 'bed']) {
    await expect(page.locator(`[data-rule="${rule}"]`)).toHaveAttribute('data-ok', 'true')
  }
  await host.saveAndContinue('house-price')

  // 6 price
  if (j.currency) await host.choose('Selling currency', j.currency)
  await host.field('Sunday to Thursday').fill(String(j.prices[0]))
  await host.field('Friday and Saturday').fill(String(j.prices[1]))
  await host.field('Holidays').fill(String(j.prices[2]))
  await host.shot(`${j.shot}-05-price`)
  await host.saveAndContinue('house-discount')

  // 7 discounts: an early bird out of range shows each message under its own field, and what was typed stays
  await host.field('Booked at least (days ahead)').fill('400')
  await host.field('Discount (up to 9.9)').fill('10')
  await host.button('Save and continue').click()
  const daysError = page.getByText(host.pattern('The number of days ahead must be {min}-{max}', { min: 1, max: 365 }))
  const earlyDiscountError = page.getByText(host.pattern('The discount must be {min}-{max}'))
  await expect(daysError).toBeVisible()
  await expect(earlyDiscountError).toBeVisible()
  await expectNextTo(host.field('Booked at least (days ahead)'), daysError)
  await expectNextTo(host.field('Discount (up to 9.9)'), earlyDiscountError)
  await expect(host.field('Discount (up to 9.9)')).toHaveValue('10')
  await expect(page).toHaveURL(/house-discount/)
  await host.field('Booked at least (days ahead)').fill('')
  await host.field('Discount (up to 9.9)').fill('')
  await page.getByRole('button', { name: host.t('Add a tier') }).first().click()
  await host.field('From nights').fill('3')
  await host.field('Discount (e.g. 9.5)').fill('9.5')
  await host.saveAndContinue('house-order')

  // 8 booking rules
  await host.choose('Cancellation rule', 'Moderate')
  for (const rule of ['Parties and events', 'Commercial filming', 'Pets', 'Smoking']) await host.pick(rule, 'Not allowed')
  for (const rule of ['Children', 'Cooking']) await host.pick(rule, 'Allowed')
  await host.pick('Foreign guests', 'Foreign guests welcome')
  await host.pick('Toiletries', 'Provided for every stay')
  await host.choose('Check-in method', 'Smart lock code')
  await host.button('Save').click()
  for (const step of ['address', 'houseInfo', 'houseDescribe', 'facility', 'housePhotos', 'housePrice', 'houseDiscount', 'houseOrder']) {
    await expect(host.step(step)).toHaveAttribute('data-done', 'true', { timeout: 20_000 })
  }

  // submit: the review-time notice
  const submit = host.button('Submit for review')
  await expect(submit).toBeEnabled({ timeout: 20_000 })
  await host.shot(`${j.shot}-06-all-steps-done`)
  await submit.click()
  await expect(page).toHaveURL(new RegExp(`/publish-finish/${j.publishType}\\?luId=`))
  await expect(page.getByTestId('review-time')).toContainText(j.reviewTime)
  await host.shot(`${j.shot}-07-submitted`)
  expect(await consoleCmd('listing', 'show', luId)).toMatch(/audit auditing/)

  // staff reject with two reasons; the host sees both with their guidance in the list and the flow
  const note = j.lang === 'zh' ? '卧室照片模糊' : 'The bedroom photo is blurry'
  await consoleCmd('listing', 'reject', luId, 'photoBlurry', 'descriptionMismatch', '--note', note)
  await page.goto('/house/houseInfo?group=notOnline')
  const row = host.row(luId)
  await expect(row.getByTestId('listing-label')).toHaveText(host.t('Not approved'))
  await expect(row.locator('[data-reason="photoBlurry"]')).toContainText(host.t('Blurry photos'))
  await expect(row.locator('[data-reason="photoBlurry"]')).toContainText(host.t('Replace blurry photos with sharp ones taken in good light.'))
  await expect(row.locator('[data-reason="descriptionMismatch"]')).toContainText(host.t('Layout, beds or area do not match'))
  await expect(row.locator('[data-reason="descriptionMismatch"]')).toContainText(host.t('Make the description agree with the overview: rooms, beds and area.'))
  // the result came as a system message too (the finish screen promised it)
  await expect(page.getByTestId('unread-badge')).toHaveText('1')
  // the reviewer's note of the review is shown once, not under each reason
  await expect(row.getByText(note)).toHaveCount(1)
  // the cover keeps its 4:3 shape beside a tall row
  const cover = await row.locator('img').first().boundingBox()
  expect(Math.abs(cover!.width * 0.75 - cover!.height)).toBeLessThan(3)
  await host.shot(`${j.shot}-08-rejected-in-list`)
  await row.getByRole('link', { name: host.t('Edit') }).click()
  await expect(page).toHaveURL(/house-publish\/house-address/)
  const reasons = page.getByTestId('rejections')
  await expect(reasons.locator('[data-reason]')).toHaveCount(2)
  await expect(reasons).toContainText(host.t('Fix these points and submit again'))

  // the fix: the description agrees with the overview, the blurry bedroom photo is replaced
  await host.step('houseDescribe').click()
  await expect(host.field('Description')).toHaveValue(j.description)
  await host.field('Description').fill(j.fixedDescription)
  await host.saveAndContinue('house-facility')
  await host.step('housePhotos').click()
  await expect(cards(page)).toHaveCount(6)
  await cards(page).nth(1).getByRole('button', { name: host.t('Delete photo {position}', { position: 2 }) }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: host.t('Delete') }).click()
  await expect(cards(page)).toHaveCount(5)
  await page.getByLabel(host.t('Add photos')).setInputFiles([await roomPhoto(`${j.shot}-bedroom-sharp.jpg`, 'bedroom', 1600, 1067, 220)])
  await expect(cards(page)).toHaveCount(6, { timeout: 30_000 })
  await expect(page.getByTestId('upload-task')).toHaveCount(0, { timeout: 30_000 })
  await page.getByRole('combobox', { name: host.t('Type of photo {position}', { position: 6 }) }).click()
  await page.getByRole('option', { name: host.t('Bedroom'), exact: true }).click()
  await host.saveAndContinue('house-price')
  await expect(submit).toBeEnabled({ timeout: 20_000 })
  await submit.click()
  await expect(page).toHaveURL(new RegExp(`/publish-finish/${j.publishType}`))
  expect(await consoleCmd('listing', 'show', luId)).toMatch(/audit auditing/)

  // staff approve: the listing is online in the list
  await consoleCmd('listing', 'approve', luId)
  await page.goto('/house/houseInfo?group=online')
  await expect(host.tab('Online')).toHaveAttribute('aria-selected', 'true')
  await expect(row.getByTestId('listing-label')).toHaveText(host.t('Online'))
  await expect(row).toContainText(j.title)
  await host.shot(`${j.shot}-09-online`)

  // an edit of the online title waits for review ...
  await row.getByRole('link', { name: host.t('Edit') }).click()
  await host.step('housePhotos').click()
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByTestId('change-effect')).toHaveAttribute('data-effect', 'review')
  await host.step('houseDescribe').click()
  await expect(host.field('Title')).toHaveValue(j.title)
  await expect(page.getByTestId('change-effect')).toHaveAttribute('data-effect', 'review')
  await host.shot(`${j.shot}-11-online-edit-describe`)
  await host.field('Title').fill(j.editedTitle)
  await host.saveAndContinue('house-facility')
  await expect(submit).toBeEnabled({ timeout: 20_000 })
  await submit.click()
  await expect(page).toHaveURL(new RegExp(`/publish-finish/${j.publishType}`))
  await page.goto('/house/houseInfo?group=online')
  await expect(row.getByTestId('listing-label')).toHaveText(`${host.t('Online')} · ${host.t('Modification under review')}`)
  let held = await hostCall(j.login, 'listingGet', { luId })
  expect(held.pendingChange?.houseDescribe?.title).toBe(j.editedTitle)
  expect(await consoleCmd('listing', 'show', luId)).toMatch(new RegExp(`live title: +${escape(j.title)}`))

  // ... while a price change applies at once (also during the modification's review)
  await row.getByRole('link', { name: host.t('Edit') }).click()
  await host.step('housePhotos').click()
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByText(host.t('This listing is under review: its photos cannot be changed until the review ends.'))).toBeVisible()
  await host.step('housePrice').click()
  await expect(host.field('Sunday to Thursday')).toHaveValue(String(j.prices[0]))
  await expect(page.getByTestId('change-effect')).toHaveAttribute('data-effect', 'atOnce')
  await host.field('Sunday to Thursday').fill(String(j.newPrice))
  await host.saveAndContinue('house-discount')
  await expect(page.getByTestId('step-pending')).toHaveCount(0, { timeout: 20_000 })
  await page.goto('/house/houseInfo?group=online')
  await expect(row).toContainText(host.t('{0} {1} per night', { 0: j.currencyCode, 1: j.newPrice }))
  await expect(row.getByTestId('listing-label')).toHaveText(`${host.t('Online')} · ${host.t('Modification under review')}`)
  // the list shows what guests see, with the new title beside it until staff approve it
  await expect(row.getByRole('heading')).toHaveText(j.title)
  await expect(row.getByTestId('pending-title')).toHaveText(host.t('New title, not live yet: {0}', { 0: j.editedTitle }))
  await host.shot(`${j.shot}-10-online-modification-and-price`)
  held = await hostCall(j.login, 'listingGet', { luId })
  expect(held.pendingChange?.housePrice ?? null).toBeNull()
  const shown = await consoleCmd('listing', 'show', luId)
  expect(shown).toMatch(new RegExp(`live price: +${j.currencyCode} ${j.newPrice}/`))
  expect(shown).toMatch(new RegExp(`live title: +${escape(j.title)}`))

  // staff approve the modification: the new title goes live
  await consoleCmd('listing', 'approve', luId)
  await page.reload()
  await expect(row.getByTestId('listing-label')).toHaveText(host.t('Online'))
  await expect(row.getByRole('heading')).toHaveText(j.editedTitle)
  await expect(row.getByTestId('pending-title')).toHaveCount(0)
  expect(await consoleCmd('listing', 'show', luId)).toMatch(new RegExp(`live title: +${escape(j.editedTitle)}`))
}

/** The error is shown with its field: inside the field's own wrapper, right after it. */
async function expectNextTo(field: Locator, error: Locator) {
  const [f, e] = await Promise.all([field.boundingBox(), error.boundingBox()])
  expect(f && e).toBeTruthy()
  // below the field (or its counter/hint), not more than ~80 px away, overlapping horizontally
  expect(e!.y).toBeGreaterThanOrEqual(f!.y + f!.height - 1)
  expect(e!.y - (f!.y + f!.height)).toBeLessThan(80)
  expect(e!.x).toBeLessThan(f!.x + f!.width)
}

test('a mainland host publishes in Chinese with real photos, is rejected with two reasons, fixes, is approved; an online title edit waits for review, a price change applies at once', async ({ page }) => {
  test.setTimeout(300_000)
  const mobile = freshMainlandMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--realname', '--name', '李晓梅', '--city', '330100')
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  await runJourney(page, {
    lang: 'zh',
    shot: 'zh',
    login,
    publishType: 'domestic',
    address: async (host) => {
      // a new listing starts in the host's own city (issue 13)
      await expect(host.page.getByRole('combobox', { name: host.t('Province'), exact: true })).toContainText('浙江')
      await expect(host.page.getByRole('combobox', { name: host.t('City'), exact: true })).toContainText('杭州')
      await host.choose('Province', /浙江/)
      await host.choose('City', /杭州/)
      await host.choose('District', /西湖/)
      await host.field('Detailed address').fill('西湖区北山街道曙光路 58 号')
      await host.field('Flat, room or door number').fill('2 单元 801')
      // the typed address places the pin first (decision 0072); the host then corrects its numbers
      await expect(host.field('Latitude')).not.toHaveValue('')
      await host.field('Latitude').fill('30.2676')
      await host.field('Longitude').fill('120.1402')
    },
    shortTitle: '西湖边小屋',
    title: '西湖边安静两居室，步行十分钟到断桥和湖边',
    contactDescription: '房子位于安静的小区内，两间卧室朝南，采光很好。预订请联系 13912345678。',
    description: '房子位于安静的小区内，两间卧室朝南，采光很好。客厅宽敞，厨房可以做饭，步行十分钟到地铁站。',
    fixedDescription: '八十六平米的两居室：两间卧室朝南，一张一米八的双人床，客厅宽敞，一个独立卫生间，厨房可以做饭，步行十分钟到地铁站。',
    editedTitle: '西湖边阳光两居室，步行十分钟到断桥，适合一家四口',
    currency: null,
    currencyCode: 'RMB',
    prices: [388, 458, 588],
    newPrice: 420,
    reviewTime: '1-3',
  })
})

test('an overseas host does the same in English: Japan, US dollars, passport verification', async ({ page }) => {
  test.setTimeout(300_000)
  await useEnglish(page)
  const mobile = freshJapanMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--country', '81', '--password', TEST_PASSWORD, '--overseas', '--realname', '--name', 'Aiko Tanaka', '--passport', 'TK8812345')
  expect(await consoleCmd('landlord', 'show', mobile, '--country', '81')).toMatch(/passport/i)
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD, '81')
  await runJourney(page, {
    lang: 'en',
    shot: 'en',
    login,
    publishType: 'overseas',
    address: async (host) => {
      await expect(host.page.getByRole('combobox', { name: 'Province', exact: true })).toHaveCount(0)
      await host.choose('Country or region', /^Japan$/)
      await host.field('State or province').fill('Kyoto')
      await host.field('City').fill('Kyoto')
      await host.field('Postcode').fill('605-0074')
      await host.field('Detailed address').fill('12 Gionmachi Minamigawa, Higashiyama-ku')
      await host.field('Flat, room or door number').fill('House B')
      await host.field('Latitude').fill('35.0037')
      await host.field('Longitude').fill('135.7750')
    },
    shortTitle: 'Machiya near Gion',
    title: 'Restored wooden machiya near Gion with a small garden and two tatami rooms',
    contactDescription: 'A quiet restored townhouse with two tatami rooms. Text me on 090 1234 5678 before you book.',
    description: 'A quiet restored townhouse with two tatami rooms, a small garden and a kitchen, ten minutes on foot from Gion.',
    fixedDescription: 'An 86 square metre townhouse: two bedrooms, one double bed of 1.8 m, a private bathroom, a kitchen and a small garden, ten minutes on foot from Gion.',
    editedTitle: 'Restored wooden machiya in Gion with a moss garden and two quiet tatami rooms',
    currency: /USD/,
    currencyCode: 'USD',
    prices: [120, 150, 180],
    newPrice: 135,
    reviewTime: '1-3 working days',
  })
})

test('while a modification is under review its steps say so and keep what was typed; the price still changes at once', async ({ page }) => {
  test.setTimeout(120_000)
  await useEnglish(page)
  const host = new Host(page, 'en')
  const mobile = freshMainlandMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--realname')
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  const luId = randomUUID()
  await hostCall(login, 'listingCreate', { luId, rentalType: 'whole', buildingType: 'apartment', region: 'domestic' })
  await fillListing(login, luId)
  await hostCall(login, 'listingPublish', { luId })
  await consoleCmd('listing', 'approve', luId)
  const detail = await hostCall(login, 'listingGet', { luId })
  await hostCall(login, 'listingSaveDescribe', {
    luId, version: detail.versions.houseDescribe, title: 'A cozy flat by the lake with two bright rooms and a view', description: detail.houseDescribe.description,
  })
  await hostCall(login, 'listingPublish', { luId })

  await page.goto(`/house-publish/house-describe?luId=${luId}`)
  const locked = page.getByText(host.t('The listing is under review: its information cannot be changed now'))
  await expect(locked).toBeVisible()
  const typed = 'A cozy flat by the lake with two bright rooms and a garden'
  await host.field('Title').fill(typed)
  await host.button('Save and continue').click()
  await expect(page).toHaveURL(/house-describe/)
  await expect(locked).toBeVisible()
  await expect(host.field('Title')).toHaveValue(typed)
  await expect(host.step('houseDescribe')).toHaveAttribute('data-done', 'true')
  // the step does not also say "a change here goes live after review", and there is nothing to submit
  await expect(page.getByTestId('change-effect')).toHaveCount(0)
  await expect(page.getByTestId('change-under-review')).toBeVisible()
  await expect(host.button('Submit for review')).toBeDisabled()
  await expect(page.getByText(host.t('Your changes are under review. You can submit new changes once the review ends.'))).toBeVisible()
  await host.shot('locked-describe')
  await page.goto(`/house-publish/house-photos?luId=${luId}`)
  await expect(page.getByText('This listing is under review: its photos cannot be changed until the review ends.')).toBeVisible()

  await host.step('housePrice').click()
  await expect(locked).toHaveCount(0)
  await host.field('Sunday to Thursday').fill('398')
  await host.saveAndContinue('house-discount')
  await expect.poll(async () => (await hostCall(login, 'listingGet', { luId })).housePrice.priceWeekday, { timeout: 20_000 }).toBe(398)
  expect(await consoleCmd('listing', 'show', luId)).toMatch(/live price: +RMB 398\//)
  const held = await hostCall(login, 'listingGet', { luId })
  expect(held.houseDescribe.title).toBe('A cozy flat by the lake with two bright rooms and a view')
  expect(held.checklist.houseDescribe).toBe(true)
})
