import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseHeaders, xhrFetch } from '../../../src/client/xhr-fetch'

/** Just enough XMLHttpRequest: records what was sent, reports progress, answers 200 JSON. */
class FakeXhr {
  static last: FakeXhr | undefined
  static fail = false
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  withCredentials = false
  responseType = ''
  status = 0
  statusText = ''
  response: unknown
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-server-time: 123\r\n'
  }
  abort() {}
  send(body: unknown) {
    FakeXhr.last = this
    this.body = body
    queueMicrotask(() => {
      if (FakeXhr.fail) return this.onerror?.()
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true })
      this.status = 200
      this.response = new Blob([JSON.stringify({ status: 200, content: { imgId: 'i1' } })])
      this.onload?.()
    })
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeXhr.fail = false
})

describe('xhrFetch', () => {
  it('sends the signed request as it is and reports upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const seen: [number, number][] = []
    const form = new FormData()
    form.append('luId', 'lu1')
    form.append('Filedata', new Blob([new Uint8Array(100)]), 'a.jpg')
    const response = await xhrFetch((loaded, total) => seen.push([loaded, total]))(
      new Request('http://localhost/api/house/listing/photo/upload?gatesign=abc', { method: 'POST', body: form, credentials: 'include' }),
    )
    const xhr = FakeXhr.last!
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('http://localhost/api/house/listing/photo/upload?gatesign=abc')
    expect(xhr.withCredentials).toBe(true)
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect((xhr.body as Blob).size).toBeGreaterThan(100)
    expect(seen[0]).toEqual([50, 100])
    expect(seen.at(-1)![0]).toBe((xhr.body as Blob).size)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-server-time')).toBe('123')
    expect(await response.json()).toEqual({ status: 200, content: { imgId: 'i1' } })
  })

  it('rejects a network failure like fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    FakeXhr.fail = true
    await expect(xhrFetch(() => undefined)(new Request('http://localhost/x', { method: 'POST', body: 'a' }))).rejects.toThrow(TypeError)
  })

  it('parses raw response headers', () => {
    const headers = parseHeaders('a: 1\r\nB: two: parts\r\n')
    expect(headers.get('a')).toBe('1')
    expect(headers.get('b')).toBe('two: parts')
  })
})
