import { expect, test } from '@playwright/test'
import { idCardCheckChar, maskIdCard } from '../../src/domain/validators/id-card'
import { SignInPage, describedError } from './pages/sign-in-page'
import { CityChooserPart, RealNameFormPart, WorkHomePage } from './pages/work-home-page'
import { consoleCmd, latestCode } from './support/console'
import { createLandlord, freshJapanMobile, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { jpegFile, noisyPngFile, pngFile } from './support/images'

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

/** A valid 18-digit ID number (Beijing Chaoyang, born 7 March 1990). */
function validIdCard(): string {
  const first17 = `11010519900307${String(Math.floor(Math.random() * 900) + 100)}`
  return first17 + idCardCheckChar(first17)
}

test.describe('real-name verification and city', () => {
  test('a mainland host is told about a bad ID number, then passes and sees the masked ID in the menu', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await new SignInPage(page).loginWithPassword(mobile, TEST_PASSWORD)
    const home = new WorkHomePage(page)
    await home.expectLoaded()
    await expect(home.todo('realName')).toHaveAttribute('data-done', 'false')

    await home.openRealName()
    const form = new RealNameFormPart(home.dialog)
    await expect(form.submit).toBeDisabled()
    await form.realName.fill('张三')
    const id = validIdCard()
    const wrongCheck = id.slice(0, 17) + (id.endsWith('0') ? '1' : '0')
    await form.idCardNo.fill(wrongCheck)
    await expect(form.submit).toBeDisabled()
    // the number is checked as soon as the host leaves the field
    await form.idCardNo.blur()
    await expect(await describedError(page, form.idCardNo)).toHaveText('Please enter a valid ID card number')
    await form.upload('Front of the ID card', await jpegFile('id-front.jpg', 2400, 1500))
    await expect(form.submit).toBeEnabled()
    await form.submit.click()
    await expect(await describedError(page, form.idCardNo)).toHaveText('Please enter a valid ID card number')

    await form.idCardNo.fill(id)
    await form.submit.click()
    await expect(home.dialog).toBeHidden()
    await expect(page.getByText('Real-name authentication passed').first()).toBeVisible()
    await expect(home.todo('realName')).toHaveAttribute('data-done', 'true')

    await page.getByRole('button', { name: /Account menu of/ }).click()
    const identity = page.getByTestId('user-identity')
    await expect(identity).toContainText('张三')
    await expect(identity).toContainText(maskIdCard(id))
    await expect(identity).not.toContainText(id)
  })

  test('choosing a city: confirm stays disabled until a city is chosen, then the city is saved', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await new SignInPage(page).loginWithPassword(mobile, TEST_PASSWORD)
    const home = new WorkHomePage(page)
    await home.expectLoaded()
    await home.openCityChoice()
    const chooser = new CityChooserPart(home.dialog)
    await expect(chooser.confirm).toBeDisabled()
    await chooser.choose('Province', 'Zhejiang')
    await expect(chooser.confirm).toBeDisabled()
    await chooser.choose('City', 'Hangzhou')
    await expect(chooser.confirm).toBeEnabled()
    await chooser.confirm.click()
    await expect(home.dialog).toBeHidden()
    await expect(home.todo('city')).toHaveAttribute('data-done', 'true')
    await expect(home.todo('city')).toContainText('Hangzhou')
  })

  test('an overseas host verifies by passport: pending review until staff approve it', async ({ page }) => {
    const mobile = freshJapanMobile()
    await createLandlord(mobile, { country: '81', overseas: true })
    await new SignInPage(page).loginWithPassword(mobile, TEST_PASSWORD, { search: 'Japan', code: '81' })
    const home = new WorkHomePage(page)
    await home.expectLoaded()
    await expect(home.todo('city')).toHaveCount(0)
    await expect(home.todo('firstListing').getByRole('link', { name: 'Publish a listing' })).toHaveAttribute(
      'href',
      '/select-house-type?publishType=overseas',
    )

    await home.openRealName()
    const form = new RealNameFormPart(home.dialog)
    await expect(form.idCardNo).toHaveCount(0)
    await form.passportNo.fill('TK1234567')
    await form.upload('Passport photo page', await jpegFile('passport.jpg'))
    await expect(form.submit).toBeDisabled()
    await form.upload('Selfie holding your passport', await pngFile('selfie.png'))
    await form.submit.click()
    await expect(home.dialog).toBeHidden()
    await expect(home.realNameCard.getByText('Pending review')).toBeVisible()

    await consoleCmd('realname', 'approve', mobile, '--country', '81')
    await page.reload()
    await expect(home.realNameCard.getByText('Passed', { exact: true })).toBeVisible()
    await expect(home.todo('realName')).toHaveAttribute('data-done', 'true')
  })

  test('an uploaded image is deleted only after confirmation', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await new SignInPage(page).loginWithPassword(mobile, TEST_PASSWORD)
    const home = new WorkHomePage(page)
    await home.expectLoaded()
    await home.openRealName()
    const form = new RealNameFormPart(home.dialog)
    await form.upload('Front of the ID card', await jpegFile('front.jpg'))
    await home.dialog.getByRole('button', { name: 'Delete image' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(home.dialog.getByText('Uploaded', { exact: true })).toBeVisible()
    await home.dialog.getByRole('button', { name: 'Delete image' }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(home.dialog.getByText('Uploaded', { exact: true })).toHaveCount(0)
    await expect(form.fileInput('Front of the ID card')).toBeEnabled()
  })

  test('a file of the wrong type is refused before upload', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await new SignInPage(page).loginWithPassword(mobile, TEST_PASSWORD)
    const home = new WorkHomePage(page)
    await home.expectLoaded()
    await home.openRealName()
    await new RealNameFormPart(home.dialog)
      .fileInput('Front of the ID card')
      .setInputFiles({ name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await expect(home.dialog.getByText(/This file type is not supported/)).toBeVisible()
  })

  test('a rejected passport verification shows as not passed, and the host can try again', async ({ page }) => {
    const mobile = freshJapanMobile()
    await createLandlord(mobile, { country: '81', overseas: true })
    await new SignInPage(page).loginWithPassword(mobile, TEST_PASSWORD, { search: 'Japan', code: '81' })
    const home = new WorkHomePage(page)
    await home.expectLoaded()
    await home.openRealName()
    const form = new RealNameFormPart(home.dialog)
    await form.passportNo.fill('TK7654321')
    await form.upload('Passport photo page', await jpegFile('passport.jpg'))
    await form.upload('Selfie holding your passport', await jpegFile('selfie.jpg', 900, 1200))
    await form.submit.click()
    await expect(home.realNameCard.getByText('Pending review')).toBeVisible()

    await consoleCmd('realname', 'reject', mobile, '--country', '81')
    await page.reload()
    await expect(home.realNameCard.getByText('Not passed')).toBeVisible()
    await expect(home.todo('realName').getByRole('button', { name: 'Try again' })).toBeVisible()
    await home.realNameCard.getByRole('button', { name: 'Try again' }).click()
    await expect(home.dialog.getByText('Your last verification did not pass.', { exact: false })).toBeVisible()
    await expect(new RealNameFormPart(home.dialog).submit).toBeDisabled()
  })

  test('a newly registered host chooses a city and verifies on /complete, then goes to the host home', async ({ page }) => {
    const mobile = freshMainlandMobile()
    const signIn = new SignInPage(page)
    await signIn.open('/register')
    await signIn.mobile.fill(mobile)
    await signIn.sendCode.click()
    await signIn.code.fill(await latestCode(mobile))
    await signIn.password.fill('Strong@2026')
    await signIn.agreement.check()
    await signIn.submit('Register')
    await expect(page).toHaveURL(/\/complete$/)

    const cityStep = page.getByRole('listitem').filter({ hasText: 'Choose your city' })
    const chooser = new CityChooserPart(cityStep)
    await chooser.choose('Province', 'Beijing')
    await chooser.choose('City', 'Beijing')
    await chooser.confirm.click()
    await expect(cityStep.getByRole('status')).toContainText('Done')

    const realNameStep = page.getByRole('listitem').filter({ hasText: 'Real-name verification' })
    const form = new RealNameFormPart(realNameStep)
    await form.realName.fill('王五')
    await form.idCardNo.fill(validIdCard())
    await form.upload('Front of the ID card', await jpegFile('front.jpg'))
    await form.submit.click()
    await expect(realNameStep.getByRole('status')).toContainText('Passed')

    await page.getByRole('link', { name: 'Continue to my home' }).click()
    const home = new WorkHomePage(page)
    await home.expectLoaded()
    await expect(home.todo('realName')).toHaveAttribute('data-done', 'true')
    await expect(home.todo('city')).toHaveAttribute('data-done', 'true')
  })

  test('images are checked for size before upload and for resolution by the upload service', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await new SignInPage(page).loginWithPassword(mobile, TEST_PASSWORD)
    const home = new WorkHomePage(page)
    await home.expectLoaded()
    await home.openRealName()
    const form = new RealNameFormPart(home.dialog)
    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/general/image/upload')) uploads.push(request.url())
    })

    const big = await noisyPngFile('scan.png')
    expect(big.buffer.length).toBeGreaterThan(5 * 1024 * 1024)
    await form.fileInput('Front of the ID card').setInputFiles(big)
    await expect(form.picker('Front of the ID card').getByRole('alert')).toHaveText('The image must not be larger than 5 MB')
    expect(uploads).toEqual([])

    await form.fileInput('Front of the ID card').setInputFiles(await jpegFile('tiny.jpg', 40, 40))
    await expect(form.picker('Front of the ID card').getByRole('alert')).toHaveText('The image must be at least 100*100 pixels')
    expect(uploads).toHaveLength(1)
    await expect(form.submit).toBeDisabled()
  })
})
