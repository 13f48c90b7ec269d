import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import yauzl from 'yauzl'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD } from './support/hosts'
import { jpegFile } from './support/images'
import { hostCall } from './support/listing-api'

/** A mainland address the hotel flow accepts (the map's check passes). */
const HOTEL_ADDRESS = {
  country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106',
  address: '西湖区北山街 8 号', doorNumber: '整栋', pin: { lat: 30.2592, lng: 120.1482, system: 'gcj02' },
}

const LABELS = {
  en: {
    person: 'A person', operatorName: "Operator's name", operatorId: "Operator's ID number", number: 'Licence number', holder: 'Licence holder',
    address: 'Registered address of the premises', authority: 'Issuing authority', from: 'Issued on', until: 'Licence valid until',
    save: 'Save and continue', uploaded: 'Uploaded', untilRule: 'A licence cannot end before the day it was issued',
    download: 'Download the qualification (ZIP)', fileName: /^hotel-qualification-\d{8}\.zip$/, summary: 'qualification.txt',
    statement: 'authorization-statement-to-sign.txt', licenceScan: 'documents/01-hotel-licence.jpg', statementLine: 'Authorized party (operator): 陈建国',
  },
  zh: {
    person: '个人', operatorName: '经营者姓名', operatorId: '经营者证件号', number: '许可证编号', holder: '持证单位/人',
    address: '经营场所地址', authority: '发证机关', from: '发证日期', until: '许可证有效期至',
    save: '保存并继续', uploaded: '已上传', untilRule: '许可证的有效期不能早于发证日期',
    download: '下载资质材料（ZIP）', fileName: /^hotel-资质材料-\d{8}\.zip$/, summary: '资质信息.txt',
    statement: '授权书（打印签字后上传）.txt', licenceScan: '证件/01-旅馆业特种行业许可证.jpg', statementLine: '被授权人（经营者）：陈建国',
  },
} as const

/** A field by its label (a required one's label ends with its mark, *). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`))

/** The entries of a ZIP and their texts, read by yauzl. */
function readZip(path: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'))
      const entries = new Map<string, Buffer>()
      zip.on('entry', (entry: yauzl.Entry) => zip.openReadStream(entry, (streamError, stream) => {
        if (streamError || !stream) return reject(streamError ?? new Error('no stream'))
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks))
          zip.readEntry()
        })
      }))
      zip.on('end', () => resolve(entries))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

test.describe("the hotel licence's fields and the qualification download (issue 35 item 2; decision 0086)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const lang of ['zh', 'en'] as const) {
    test(`${lang} at 390 px: a person's qualification with the hotel licence's fields (a licence ending before it was issued is refused), saved, then downloaded as a ZIP`, async ({ page, context }) => {
      test.setTimeout(90_000)
      const L = LABELS[lang]
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
      const mobile = freshMainlandMobile()
      await createLandlord(mobile)
      await consoleCmd('landlord', 'set', mobile, '--realname', 'on')
      const login = await signInByApi(context, mobile, TEST_PASSWORD)
      const hotelId = randomUUID()
      await hostCall(login, 'hotelCreate', { hotelId })
      await hostCall(login, 'hotelSaveAddress', { hotelId, version: 0, value: HOTEL_ADDRESS })

      await page.goto(`/hotel-publish/hotel-qualify?hotelId=${hotelId}`)
      await page.getByRole('radio', { name: L.person, exact: true }).click()
      await field(page, L.operatorName).fill('陈建国')
      await field(page, L.operatorId).fill('330106198001010013')
      // a person's documents: the lease, the ID card's two sides (last)
      const documents = page.getByTestId('qualification-documents')
      const inputs = documents.locator('input[type=file]')
      await inputs.nth(5).setInputFiles(await jpegFile('lease.jpg', 1000, 630))
      await inputs.nth(-2).setInputFiles(await jpegFile('front.jpg', 1000, 630))
      await inputs.nth(-1).setInputFiles(await jpegFile('back.jpg', 1000, 630))
      await expect(documents.getByText(L.uploaded, { exact: true })).toHaveCount(3)

      // the hotel licence: its scan and its fields, the end day before the issue day
      const licence = page.getByTestId('hotel-licence')
      await licence.locator('input[type=file]').setInputFiles(await jpegFile('hotel-licence.jpg', 1000, 630))
      await expect(licence.getByText(L.uploaded, { exact: true })).toHaveCount(1)
      await field(page, L.number).fill('浙公特旅字第330106001号')
      await field(page, L.holder).fill('陈建国')
      await field(page, L.address).fill('杭州市西湖区北山街 8 号')
      await field(page, L.authority).fill('杭州市公安局西湖区分局')
      await field(page, L.from).fill('2024-05-01')
      await field(page, L.until).fill('2024-04-30')
      await page.getByRole('button', { name: L.save }).click()
      const rule = licence.getByText(L.untilRule)
      await expect(rule).toBeVisible()
      await rule.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await page.screenshot({ path: test.info().outputPath(`hotel-licence-rule-${lang}-390.png`) })
      await expect(page).toHaveURL(/hotel-qualify/)

      await field(page, L.until).fill('2030-04-30')
      await page.getByRole('button', { name: L.save }).click()
      await expect(page).toHaveURL(/\/hotel-publish\/hotel-settle\?hotelId=/)
      await expect.poll(async () => (await hostCall(login, 'hotelGet', { hotelId })).qualify?.hotelLicenceUntil ?? '', { timeout: 20_000 }).toBe('2030-04-30')

      // back on the part: the saved qualification downloads as one ZIP
      await page.goto(`/hotel-publish/hotel-qualify?hotelId=${hotelId}`)
      const button = page.getByTestId('qualification-download').getByRole('button', { name: L.download })
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await page.screenshot({ path: test.info().outputPath(`hotel-qualify-download-${lang}-390.png`) })
      const downloading = page.waitForEvent('download')
      await button.click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(L.fileName)
      const path = await download.path()
      expect([...fs.readFileSync(path).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
      const entries = await readZip(path)
      expect([...entries.keys()].slice(0, 3)).toEqual([L.summary, L.statement, L.licenceScan])
      expect(entries.size).toBe(6)
      expect(entries.get(L.summary)!.toString('utf8')).toContain('浙公特旅字第330106001号')
      expect(entries.get(L.statement)!.toString('utf8')).toContain(L.statementLine)

      // and from /qualification, where the hotel is listed
      await page.goto('/qualification')
      const item = page.getByTestId('qualification-item').filter({ has: page.getByTestId('qualification-download') })
      await expect(item).toHaveCount(1)
      await item.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await page.screenshot({ path: test.info().outputPath(`qualification-list-${lang}-390.png`) })
      const again = page.waitForEvent('download')
      await item.getByRole('button', { name: L.download }).click()
      expect((await again).suggestedFilename()).toMatch(L.fileName)
    })
  }
})
