import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { configureFetch, configureServices } from '../../../src/client/api'
import { SERVICES } from '../../../src/domain/endpoint-types'
import { installFakeBrowser } from '../../unit/client/support/fake-browser'
import { startServer, type TestServer } from './server'

/**
 * Registers the hooks of a file that drives the portal's client code (call layer, outbox) against
 * one real test server: the server for the file, a fake browser and the service URLs per test.
 * Returns a getter for the server (it exists once beforeAll has run).
 */
export function clientAgainstServer(): () => TestServer {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server.close()
  })
  beforeEach(() => {
    installFakeBrowser(`${server.url}/work/index`)
    configureServices(Object.fromEntries(SERVICES.map((s) => [s, `${server.url}/api/${s}`])))
  })
  afterEach(() => {
    configureFetch()
    vi.unstubAllGlobals()
  })
  return () => server
}
