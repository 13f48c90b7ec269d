import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureFetch, configureServices, openStream } from '../../../src/client/api'
import { isApiError } from '../../../src/client/errors'
import { onApiEvent, type ApiEvent } from '../../../src/client/events'
import { SERVICES } from '../../../src/domain/endpoint-types'
import { installFakeBrowser } from './support/fake-browser'
import { envelope, fakeServer, type Reply } from './support/fake-server'

let events: ApiEvent[]
let stopEvents: () => void

beforeEach(() => {
  installFakeBrowser('https://host.example.test/setting/unionpayWallet')
  configureServices(Object.fromEntries(SERVICES.map((s) => [s, `https://gw.example.test/api/${s}`])))
  events = []
  stopEvents = onApiEvent((e) => events.push(e))
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  stopEvents()
  configureFetch()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function serve(reply: Reply) {
  const server = fakeServer(reply)
  configureFetch(server.fetch)
  return server
}

const csv = (headers: Record<string, string>) => () => new Response('\uFEFFa,b\r\n1,x\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } })

describe('openStream (EndpointDef.stream)', () => {
  it('resolves with the head read from the headers and the body still to read', async () => {
    const server = serve(csv({ 'x-total-rows': '1', 'content-disposition': `attachment; filename="wallet-records-20261121.csv"; filename*=UTF-8''wallet-records-20261121.csv` }))
    const { head, body, type } = await openStream('walletExport', { kind: 'withdrawal', lang: 'zh' })
    expect(head).toEqual({ fileName: 'wallet-records-20261121.csv', total: 1 })
    expect(type).toBe('text/csv; charset=utf-8')
    expect([...new Uint8Array(await new Response(body).arrayBuffer())].slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, 0x61])
    expect(server.received[0]!.path).toBe('/api/user/wallet/export')
    expect(server.received[0]!.signatureValid).toBe(true)
  })

  it('fails without a row count in the head', async () => {
    serve(csv({ 'content-disposition': 'attachment; filename="x.csv"' }))
    const error = await openStream('walletExport', { kind: '' }, { hideMessage: true }).catch((e: unknown) => e)
    expect(isApiError(error) && error.key).toBe('requestException')
  })

  it('a refusal is an envelope, shown and thrown as call() does', async () => {
    serve(() => envelope({ status: 403, errorMsg: 'kaNoPermission' }))
    const error = await openStream('walletExport', { kind: '' }).catch((e: unknown) => e)
    expect(isApiError(error) && error.key).toBe('kaNoPermission')
    expect(events).toEqual([{ type: 'message', key: 'kaNoPermission' }])
  })
})
