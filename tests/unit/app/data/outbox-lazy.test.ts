import { afterEach, describe, expect, it, vi } from 'vitest'
import { emitApiEvent } from '../../../../src/client/events'
import { configureOutboxCode, enqueue, listPending, onOutboxChangeLater } from '../../../../src/app/data/outbox-lazy'
import { markFirstScreen } from '../../../../src/app/first-screen'

type Outbox = Parameters<typeof configureOutboxCode>[0] extends (() => Promise<infer O>) | undefined ? O : never

/** A stand-in outbox that stores what it is given. */
function fakeOutbox() {
  const stored: { id?: string; item: string }[] = []
  const outbox = {
    enqueue: vi.fn(async (input: { id?: string; item: string }) => {
      stored.push(input)
      return input.id ?? 'made-by-the-outbox'
    }),
    listPending: vi.fn(async (prefix?: string) => stored.filter((entry) => prefix === undefined || entry.item.startsWith(prefix)).map((entry) => ({ ...entry, id: entry.id ?? '' }))),
    onOutboxChange: vi.fn(() => () => undefined),
  }
  return { outbox: outbox as unknown as Outbox, stored, calls: outbox }
}

afterEach(() => configureOutboxCode())

describe('the outbox before its code has arrived (issue 41)', () => {
  it('holds a write in memory, shows it as pending, and hands it over with the same id once the connection is back', async () => {
    markFirstScreen()
    const { outbox, stored, calls } = fakeOutbox()
    let online = false
    configureOutboxCode(() => (online ? Promise.resolve(outbox) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))))
    const changes = vi.fn()
    const stop = onOutboxChangeLater(changes)

    const id = await enqueue({ endpoint: 'orderConfirm', item: 'order:HO1', params: { orderNo: 'HO1' }, meta: { title: 'Lakeside loft' } })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(changes).toHaveBeenCalled()
    // shown as pending at once, from memory
    expect(await listPending('order:')).toEqual([expect.objectContaining({ id, item: 'order:HO1', params: { orderNo: 'HO1' }, meta: { title: 'Lakeside loft' } })])
    expect(stored).toEqual([])

    // the connection is back: the code arrives and the write is stored once, under the same id
    online = true
    emitApiEvent({ type: 'serverBack' })
    await vi.waitFor(() => expect(stored).toHaveLength(1))
    expect(calls.enqueue).toHaveBeenCalledWith(expect.objectContaining({ id, endpoint: 'orderConfirm', item: 'order:HO1' }))
    // listed once (stored), no longer held in memory
    await vi.waitFor(async () => expect((await listPending('order:')).map((entry) => entry.id)).toEqual([id]))
    stop()
  })

  it('merges a later write of the same item and endpoint while both wait in memory', async () => {
    configureOutboxCode(() => Promise.reject(new TypeError('offline')))
    await enqueue({ endpoint: 'updateLandlordInfo', item: 'landlord-city', params: { cityid: '1' } as never, merge: true })
    await enqueue({ endpoint: 'updateLandlordInfo', item: 'landlord-city', params: { cityid: '2' } as never, merge: true })
    expect((await listPending('landlord-city')).map((entry) => entry.params)).toEqual([{ cityid: '2' }])
  })

  it('goes straight to the outbox once its code is there', async () => {
    const { outbox, stored } = fakeOutbox()
    configureOutboxCode(() => Promise.resolve(outbox))
    await listPending()
    await enqueue({ endpoint: 'orderConfirm', item: 'order:HO2', params: { orderNo: 'HO2' } })
    expect(stored).toHaveLength(1)
  })
})
