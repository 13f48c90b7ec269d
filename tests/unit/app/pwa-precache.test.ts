import { describe, expect, it } from 'vitest'
import { precacheComplete } from '../../../src/app/shell/pwa-precache'

/** A fake installing worker: the test moves it through its states. */
function installingWorker() {
  const listeners: (() => void)[] = []
  return {
    state: 'installing',
    addEventListener: (_type: 'statechange', listener: () => void) => listeners.push(listener),
    moveTo(state: string) {
      this.state = state
      listeners.forEach((listener) => listener())
    },
  }
}

const settled = async (promise: Promise<boolean>) => Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 10))])

describe("the service worker's precache (what the page need not fetch for offline use)", () => {
  it('is held by an active or installed worker', async () => {
    expect(await precacheComplete({ active: {}, installing: null, waiting: null })).toBe(true)
    expect(await precacheComplete({ active: null, installing: null, waiting: {} })).toBe(true)
  })

  it('is not held without a registration or a worker', async () => {
    expect(await precacheComplete(undefined)).toBe(false)
    expect(await precacheComplete({ active: null, installing: null, waiting: null })).toBe(false)
  })

  it('waits for an installing worker: held once installed, not when the install failed', async () => {
    const ok = installingWorker()
    const okHeld = precacheComplete({ active: null, installing: ok, waiting: null })
    expect(await settled(okHeld)).toBe('pending')
    ok.moveTo('installed')
    expect(await okHeld).toBe(true)

    const failed = installingWorker()
    const failedHeld = precacheComplete({ active: null, installing: failed, waiting: null })
    failed.moveTo('redundant')
    expect(await failedHeld).toBe(false)
  })
})
