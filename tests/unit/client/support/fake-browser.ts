import { vi } from 'vitest'

/**
 * A minimal page for the call layer in Node: document.cookie with real cookie-jar semantics
 * (Max-Age, one cookie per write), localStorage, sessionStorage, location and history.
 */
export type FakeBrowser = {
  jar: CookieJar
  local: MemoryStorage
  session: MemoryStorage
  location: FakeLocation
  history: { state: unknown; replaceState: (state: unknown, unused: string, url: string) => void }
}

export function installFakeBrowser(href = 'https://host.example.test/work/index'): FakeBrowser {
  const jar = new CookieJar()
  const local = new MemoryStorage()
  const session = new MemoryStorage()
  const location = new FakeLocation(href)
  const history = {
    state: null as unknown,
    replaceState(state: unknown, _unused: string, url: string) {
      history.state = state
      location.assign(new URL(url, location.href).href)
    },
  }
  const document = {
    get cookie() {
      return jar.read()
    },
    set cookie(text: string) {
      jar.write(text)
    },
  }
  vi.stubGlobal('document', document)
  vi.stubGlobal('localStorage', local)
  vi.stubGlobal('sessionStorage', session)
  vi.stubGlobal('location', location)
  vi.stubGlobal('history', history)
  return { jar, local, session, location, history }
}

export class CookieJar {
  readonly cookies = new Map<string, { value: string; attributes: Record<string, string> }>()
  /** Every string written to document.cookie, in order. */
  readonly writes: string[] = []

  read(): string {
    return [...this.cookies.entries()].map(([name, c]) => `${name}=${c.value}`).join('; ')
  }

  write(text: string): void {
    this.writes.push(text)
    const [pair = '', ...rest] = text.split(';')
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    const attributes: Record<string, string> = {}
    for (const part of rest) {
      const [k = '', v = ''] = part.split('=')
      attributes[k.trim().toLowerCase()] = v.trim()
    }
    const maxAge = attributes['max-age']
    if (maxAge !== undefined && Number(maxAge) <= 0) this.cookies.delete(name)
    else this.cookies.set(name, { value, attributes })
  }
}

export class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>()
  get length(): number {
    return this.map.size
  }
  clear(): void {
    this.map.clear()
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null
  }
  removeItem(key: string): void {
    this.map.delete(key)
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value))
  }
}

export class FakeLocation {
  private url: URL
  constructor(href: string) {
    this.url = new URL(href)
  }
  assign(href: string): void {
    this.url = new URL(href)
  }
  get href(): string {
    return this.url.href
  }
  get protocol(): string {
    return this.url.protocol
  }
  get pathname(): string {
    return this.url.pathname
  }
  get search(): string {
    return this.url.search
  }
  get hash(): string {
    return this.url.hash
  }
  get origin(): string {
    return this.url.origin
  }
}
