import { expect, test } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { unitToday } from '../../src/domain/calendar/zones'
import { idCardCheckChar, maskIdCard } from '../../src/domain/validators/id-card'
import { ShellPage } from './pages/shell-page'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshJapanMobile, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'

/** Every footer link of spec 2, by address. */
const FOOTER_LINKS = [
  '/guide/about', '/guide/about#join', '/guide/contactUs', '/guide/interlink', '/agreement/1.html',
  '/guide/landlordRule', '/guide/landlordRule2', '/guide/lodgerRule', '/guide/disclaimer', '/guide/historyRule',
  '/guide/secret', '/guide/comment', '/guide/standard', '/agreement/3.html', '/guide/guardianStatement',
  '/guide/safeRule', '/guide/jpn',
]

/**
 * The header's navigation entries whose screens exist (decision 0037): every entry of spec 2 since
 * review management, self-service promotion and event registration landed (issue 17), and the
 * business data.
 */
const NAVIGATION = ['Listings', 'Availability calendar', 'Direct connection', 'Orders', 'Reviews', 'Self-service promotion', 'Event registration', 'Business data', 'System messages']

test.describe('route guard', () => {
  test('a visitor opening a host page is sent to sign-in and keeps the page to come back to', async ({ page }) => {
    await page.goto('/work/index')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwork%2Findex$/)
    await page.goto('/work/index#todo')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwork%2Findex%23todo$/)
  })

  test('a visitor may open the public pages', async ({ page }) => {
    await useEnglish(page)
    for (const path of ['/', '/welcome', '/theme', '/autoTest', '/404', '/login', '/complete']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`))
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
    }
  })

  test('an unknown address shows the 404 page with a way back, for visitors and hosts', async ({ page, context }) => {
    await useEnglish(page)
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)

    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    await page.goto('/house/nothing-here')
    await expect(page).toHaveURL(/\/404$/)
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/work\/index$/)
  })

  test('a signed-in host is sent away from login, register and findPassword, and from / to the host home', async ({
    page,
    context,
  }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    for (const path of ['/login', '/register', '/findPassword', '/']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/work\/index$/)
    }
  })
})

test.describe('navigation', () => {
  test('a new page starts at the top, and opening the page already shown changes nothing', async ({ page }) => {
    await useEnglish(page)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    const cta = page.getByRole('link', { name: 'Become a host' })
    await cta.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await cta.click()
    await expect(page).toHaveURL(/\/register$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    const logo = page.getByRole('banner').getByRole('link', { name: 'Host Portal home' })
    await logo.click()
    await expect(page).toHaveURL(/\/$/)
    await logo.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(errors).toEqual([])
  })
})

test.describe('session', () => {
  test('an expired session sends the host to sign-in, coming back to the page after', async ({ page, context }) => {
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    const url = new URL(process.env.E2E_BASE_URL ?? '')
    await context.addCookies([{ name: 'xztoken', value: 'revoked-token', domain: url.hostname, path: '/' }])
    await page.goto('/work/index')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwork%2Findex$/)
    const cookies = await context.cookies()
    expect(cookies.filter((cookie) => cookie.name === 'xztoken' && cookie.value)).toEqual([])
  })
})

test.describe('header', () => {
  test('shows in Chinese by default with every menu for a visitor on a mainland page', async ({ page }) => {
    const shell = new ShellPage(page)
    await shell.open('/')
    expect(await shell.htmlLang()).toBe('zh-CN')
    await expect(shell.language('中文')).toHaveAttribute('aria-pressed', 'true')
    await expect(shell.language('English')).toHaveAttribute('aria-pressed', 'false')
    await expect(shell.header.getByRole('link', { name: '房东后台首页' })).toBeVisible()
    await expect(shell.header.getByRole('button', { name: '手机App' })).toBeVisible()
    await expect(shell.header.getByRole('link', { name: '发布境内房源' })).toBeVisible()
    await expect(shell.header.getByRole('link', { name: '登录', exact: true }).first()).toHaveAttribute('href', '/login')
  })

  test('shows in English with the app codes, publish buttons and sign-in links for a visitor', async ({ page }) => {
    await useEnglish(page)
    const shell = new ShellPage(page)
    await shell.open('/')
    expect(await shell.htmlLang()).toBe('en')
    await expect(shell.publishDomestic).toHaveAttribute('href', '/select-house-type?publishType=domestic')
    await expect(shell.publishOverseas).toHaveAttribute('href', '/select-house-type?publishType=overseas')
    await expect(shell.header.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(shell.header.getByRole('link', { name: 'Register' })).toBeVisible()
    await shell.appMenu.click()
    await expect(page.getByRole('img', { name: 'QR code to download the host app' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'QR code to follow us on WeChat' })).toBeVisible()
  })

  test('the language choice is remembered after a reload', async ({ page }) => {
    const shell = new ShellPage(page)
    await shell.open('/')
    await shell.language('English').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(shell.header.getByRole('link', { name: 'Log in' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(shell.language('English')).toHaveAttribute('aria-pressed', 'true')
    await shell.language('中文').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  })

  test('a page whose code loads later brings its own texts in both languages; no catalog is downloaded', async ({ page }) => {
    const catalogRequests: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/(zh|en)-[\w-]+\.js$/.test(new URL(request.url()).pathname)) catalogRequests.push(request.url())
    })
    const shell = new ShellPage(page)
    await shell.open('/')
    // the sign-in screen's chunk is not part of the home page: its texts arrive with it
    await shell.header.getByRole('link', { name: '登录', exact: true }).first().click()
    await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible()
    await shell.language('English').click()
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^[\w-]{6}$/)
    expect(catalogRequests).toEqual([])
  })

  test('a mainland host sees navigation, publish buttons and name with masked ID in the user menu', async ({
    page,
    context,
  }) => {
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    const first17 = '11010519900307123'
    const idCard = first17 + idCardCheckChar(first17)
    await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--name', '李四',
      '--id-card', idCard, '--realname', '--city', '330100')
    await signInByApi(context, mobile, TEST_PASSWORD)
    const shell = new ShellPage(page)
    await shell.open('/work/index')
    await expect(shell.appMenu).toBeVisible()
    await expect(shell.publishDomestic).toBeVisible()
    expect(await shell.navigationEntries()).toEqual(NAVIGATION)
    const menu = await shell.openAccountMenu()
    await expect(menu).toContainText('李四')
    await expect(menu).toContainText(`ID number ${maskIdCard(idCard)}`)
    await expect(menu.getByRole('menuitem', { name: 'Complete real-name authentication' })).toHaveCount(0)
    await expect(menu.getByRole('menuitem', { name: 'City: Hangzhou' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  })

  test('a press on a header menu while its code arrives still opens it (the press is not lost in the swap)', async ({ page }) => {
    await useEnglish(page)
    // hold the overlays' code until the button is pressed
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/overlay-parts-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const shell = new ShellPage(page)
    await shell.open('/')
    await expect(shell.appMenu).toHaveAttribute('data-deferred')
    const box = (await shell.appMenu.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    // the code arrives while the button is held down: Radix's trigger takes its place
    release()
    await expect(shell.appMenu).not.toHaveAttribute('data-deferred')
    await page.mouse.up()
    await expect(page.getByRole('img', { name: 'QR code to download the host app' })).toBeVisible()
  })

  test("the header's popups paint before their code loads; a keyboard user keeps focus while it arrives; a host opens them offline", async ({
    page,
    context,
  }) => {
    await useEnglish(page)
    const overlayScripts: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/overlay-parts-[\w-]+\.js$/.test(new URL(request.url()).pathname)) overlayScripts.push(request.url())
    })
    const shell = new ShellPage(page)
    await shell.open('/')
    await expect(shell.appMenu).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(shell.appMenu).toHaveAttribute('data-deferred')
    // a visitor's page is there and nothing opened yet: no overlay code was fetched
    await page.waitForLoadState('networkidle')
    expect(overlayScripts).toEqual([])
    // focus on the trigger fetches it; the trigger Radix puts in its place keeps the focus
    await shell.appMenu.focus()
    await expect.poll(() => overlayScripts.length).toBe(1)
    await expect(shell.appMenu).not.toHaveAttribute('data-deferred')
    await expect(shell.appMenu).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('img', { name: 'QR code to download the host app' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(shell.appMenu).toBeFocused()

    // a signed-in host works offline: the overlays' code comes right after the first screen, and a
    // menu opens with the connection gone
    overlayScripts.length = 0
    await signInByApi(context, '13800000001', 'Demo@2026')
    const fresh = await context.newPage()
    fresh.on('request', (request) => {
      if (/\/assets\/overlay-parts-[\w-]+\.js$/.test(new URL(request.url()).pathname)) overlayScripts.push(request.url())
    })
    const host = new ShellPage(fresh)
    await host.open('/work/index')
    await expect.poll(() => overlayScripts.length).toBe(1)
    // the code has arrived (not only been asked for) when the plain trigger has become Radix's
    await expect(host.accountMenu).toBeVisible()
    await expect(host.accountMenu).not.toHaveAttribute('data-deferred')
    await context.setOffline(true)
    const menu = await host.openAccountMenu()
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
    await context.setOffline(false)
  })

  test('an overseas host sees no app codes, navigation, publish buttons or ID number', async ({ page, context }) => {
    await useEnglish(page)
    const mobile = freshJapanMobile()
    await createLandlord(mobile, { country: '81', overseas: true })
    await signInByApi(context, mobile, TEST_PASSWORD, '81')
    const shell = new ShellPage(page)
    await shell.open('/work/index')
    await expect(shell.accountMenu).toBeVisible()
    await expect(shell.appMenu).toHaveCount(0)
    await expect(shell.navigationMenu).toHaveCount(0)
    await expect(shell.publishDomestic).toHaveCount(0)
    await expect(shell.publishOverseas).toHaveCount(0)
    const menu = await shell.openAccountMenu()
    await expect(menu).not.toContainText('ID number')
    await expect(menu.getByRole('menuitem', { name: 'Complete real-name authentication' })).toBeVisible()
  })

  test('the real-name prompt opens the verification dialog and "choose your city" the city dialog', async ({
    page,
    context,
  }) => {
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    const shell = new ShellPage(page)
    await shell.open('/work/index')
    let menu = await shell.openAccountMenu()
    await menu.getByRole('menuitem', { name: 'Complete real-name authentication' }).click()
    await expect(page.getByRole('dialog', { name: 'Real-name verification' })).toBeVisible()
    await page.keyboard.press('Escape')
    menu = await shell.openAccountMenu()
    await menu.getByRole('menuitem', { name: 'Choose your city' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('on a phone the header collapses into one menu', async ({ page, context }) => {
    await useEnglish(page)
    await page.setViewportSize({ width: 375, height: 800 })
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    const shell = new ShellPage(page)
    await shell.open('/work/index')
    await expect(shell.navigationMenu).toBeHidden()
    await shell.header.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('menu')
    for (const entry of [...NAVIGATION, 'Publish a domestic listing', 'Publish an overseas listing', 'Log out']) {
      await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible()
    }
  })

  test('log out forgets the session and the cached state and returns to the home page', async ({ page, context }) => {
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    const shell = new ShellPage(page)
    await shell.open('/work/index')
    await page.evaluate(() => localStorage.setItem('country', '[]'))
    const menu = await shell.openAccountMenu()
    await menu.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // the remembered language is part of the cleared state: back to the default
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    const cookies = await context.cookies()
    expect(cookies.filter((cookie) => ['userId', 'sessId', 'xztoken'].includes(cookie.name) && cookie.value)).toEqual([])
    expect(await page.evaluate(() => [localStorage.getItem('country'), localStorage.getItem('identity')])).toEqual([
      null,
      'CHN',
    ])
    await page.goto('/work/index')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })
})

test.describe('footer', () => {
  test('shows every link on the whitelisted pages', async ({ page, context }) => {
    await useEnglish(page)
    const shell = new ShellPage(page)
    for (const path of ['/', '/login', '/register', '/findPassword']) {
      await shell.open(path)
      await expect(shell.footer, path).toBeVisible()
      // the footer's links come with its own code, after the footer's frame: asked again until they are there
      await expect.poll(() => shell.footerHrefs(), { message: path }).toEqual(expect.arrayContaining([...FOOTER_LINKS]))
      await expect(shell.footer).toContainText('400-820-0000')
      await expect(shell.footer).toContainText('service@hostportal.example')
      await expect(shell.footer.getByRole('button', { name: 'Online customer service' })).toBeVisible()
      await expect(shell.footer.getByRole('list', { name: 'Certifications' })).toBeVisible()
    }
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    await shell.open('/work/index')
    await expect(shell.footer).toBeVisible()
    await shell.open('/complete')
    await expect(shell.footer).toBeVisible()
  })

  test('is absent from pages off the whitelist', async ({ page }) => {
    await useEnglish(page)
    const shell = new ShellPage(page)
    for (const path of ['/theme', '/autoTest', '/404']) {
      await shell.open(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      await expect(shell.header, path).toBeVisible()
      await expect(shell.footer, path).toHaveCount(0)
    }
  })
})

test.describe('welcome page', () => {
  test('shows the next steps without header, footer or floating panel', async ({ page }) => {
    await useEnglish(page)
    const shell = new ShellPage(page)
    await shell.open('/welcome')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Host Portal' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Complete information' })).toHaveAttribute('href', '/complete')
    await expect(shell.header).toHaveCount(0)
    await expect(shell.footer).toHaveCount(0)
    await expect(shell.floatingPanel).toHaveCount(0)
  })

  test('a signed-in host with orders waiting gets no reminder box there either', async ({ page, context }) => {
    await useEnglish(page)
    // a host of its own with an order waiting (other tests change the demo host's orders)
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await consoleCmd('order', 'book-hotel', mobile, addDays(unitToday('CHN', Date.now()), 3), '1', '--store', 'Lakeshore Inn', '--room-type', 'Deluxe king')
    await signInByApi(context, mobile, TEST_PASSWORD)
    const shell = new ShellPage(page)
    await shell.open('/work/index')
    await expect(page.getByTestId('order-reminder')).toBeVisible({ timeout: 25_000 })
    await shell.open('/welcome')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Host Portal' })).toBeVisible()
    await expect(page.getByTestId('order-reminder')).toHaveCount(0)
    await expect(shell.floatingPanel).toHaveCount(0)
  })

  test('a signed-in host sees which steps are done: a new one what to do next, an established one the way home', async ({ page, context }) => {
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    await page.goto('/welcome')
    const steps = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(steps).toHaveCount(3)
    await expect(steps.filter({ hasText: 'Publish your first listing' })).toHaveAttribute('data-done', 'false')
    await expect(page.getByRole('link', { name: 'Publish a listing' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue to my home' })).toHaveCount(0)

    // the demo host has chosen a city, passed real-name verification and published listings
    await context.clearCookies()
    await signInByApi(context, '13800000001', 'Demo@2026')
    await page.goto('/welcome')
    for (const title of ['Complete your information', 'Verify your real name', 'Publish your first listing']) {
      await expect(steps.filter({ hasText: title }), title).toHaveAttribute('data-done', 'true')
    }
    await expect(steps.filter({ hasText: 'Verify your real name' })).toContainText('Passed')
    await expect(page.getByRole('button', { name: 'Verify now' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Continue to my home' }).click()
    await expect(page).toHaveURL(/\/work\/index$/)
  })

  test('/complete is public: a visitor sees the steps and signs in from there to take them', async ({ page }) => {
    await useEnglish(page)
    await page.goto('/complete')
    await expect(page).toHaveURL(/\/complete$/)
    await expect(page.getByTestId('complete-visitor')).toContainText('Choose your city')
    await page.getByTestId('complete-visitor').getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcomplete/)
  })
})

test.describe('floating panel', () => {
  test('a visitor asking for online service is sent to sign-in', async ({ page }) => {
    await useEnglish(page)
    const shell = new ShellPage(page)
    await shell.open('/')
    await expect(shell.floatingPanel.getByRole('link', { name: /System messages/ })).toHaveCount(0)
    await shell.floatingPanel.getByRole('button', { name: 'Online customer service' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('shows the unread system messages and the business manager of a host', async ({ page, context }) => {
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD,
      '--manager', '王经理,13900001111,S001')
    for (const n of [1, 2]) {
      await consoleCmd('message', 'send', mobile, '--title', `Notice ${n}`, '--content', 'Please read')
    }
    await signInByApi(context, mobile, TEST_PASSWORD)
    const shell = new ShellPage(page)
    await shell.open('/work/index')
    const messages = shell.floatingPanel.getByRole('link', { name: 'System messages, 2 unread' })
    await expect(messages).toHaveAttribute('href', '/setting/systemMessage')
    await expect(messages.getByTestId('unread-badge')).toHaveText('2')
    await shell.floatingPanel.getByRole('button', { name: 'Your business manager' }).click()
    const popover = page.getByRole('dialog')
    await expect(popover).toContainText('王经理')
    await expect(popover).toContainText('13900001111')
    await expect(shell.floatingPanel.getByRole('link', { name: 'Guest messages' })).toHaveCount(0)
  })

  test('online service opens the external chat window for a host', async ({ page, context }) => {
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    const shell = new ShellPage(page)
    await shell.open('/work/index')
    await page.evaluate(() => {
      const opened: string[] = []
      ;(window as unknown as { opened: string[] }).opened = opened
      window.open = ((url?: string | URL) => {
        opened.push(String(url))
        return null
      }) as typeof window.open
    })
    await shell.floatingPanel.getByRole('button', { name: 'Online customer service' }).click()
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
      'https://help.hostportal.example/chat',
    ])
    await expect(page).toHaveURL(/\/work\/index$/)
  })
})
