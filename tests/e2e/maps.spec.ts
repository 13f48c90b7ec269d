import { expect, test } from '@playwright/test'
import { ListingFlowPage } from './pages/listing-flow-page'
import { signInByApi } from './support/api-session'
import { consoleCmdIn } from './support/console'
import { createPortalServer } from './support/fault-server'
import type { PortalServer } from './support/fault-server'
import { freshJapanMobile, TEST_PASSWORD, useEnglish } from './support/hosts'

/**
 * Decision 0041: a deployment with a map style shows a real map (MapLibre) for addresses abroad;
 * a tap there places the pin in the map's own system, and the host never sees which. A portal of
 * its own, started with MAP_STYLE_URL (a style with no tiles: this machine has no internet).
 */
const STYLE = { version: 8, sources: {}, layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#e6efe3' } }] }

let server: PortalServer
test.beforeAll(async () => {
  server = await createPortalServer('maps-server.log', { MAP_STYLE_URL: `data:application/json,${encodeURIComponent(JSON.stringify(STYLE))}` })
  await server.start()
})
test.afterAll(async () => {
  await server?.dispose()
})

test('abroad the configured map shows and a tap places the pin, with no coordinate system to choose', async ({ page, context }) => {
  test.setTimeout(120_000)
  const base = `http://127.0.0.1:${server.port}`
  const mobile = freshJapanMobile()
  await consoleCmdIn(server.dataDir, 'landlord', 'create', '--mobile', mobile, '--country', '81', '--password', TEST_PASSWORD, '--overseas', '--realname', '--passport', 'TK7712345')
  await useEnglish(page)
  await signInByApi(context, mobile, TEST_PASSWORD, '81', base)
  await page.goto(`${base}/select-house-type?publishType=overseas`)
  const flow = new ListingFlowPage(page)
  await flow.startListing('Entire home', 'Apartment')
  await flow.choose('Country or region', /^Japan$/)
  const map = page.getByTestId('provider-map')
  await expect(map).toHaveAttribute('data-provider', 'maplibre')
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  await expect(page.getByTestId('map-plane')).toHaveCount(0)
  await map.click()
  // the map opens on the whole world (no district abroad): its centre is near 20 N 0 E
  await expect.poll(async () => Number(await flow.field('Latitude').inputValue())).not.toBe(0)
  expect(Math.abs(Number(await flow.field('Latitude').inputValue()) - 20)).toBeLessThan(15)
  await expect(page.getByRole('combobox', { name: 'Coordinate system' })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('maplibre-address.png') })
})
