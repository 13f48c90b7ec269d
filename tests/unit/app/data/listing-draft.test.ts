import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '../../../../src/client/db'
import { ApiError } from '../../../../src/client/errors'
import { configureOutbox, listNotSynced, listPending, replayOutbox } from '../../../../src/client/outbox/portal-outbox'
import type { Sender } from '../../../../src/client/outbox/outbox-types'
import { createListing, keepTyping, saveStep, stepItem, waitForEntry } from '../../../../src/app/data/listing-draft'
import { fakeClock, fakeLocks } from '../../client/support/outbox-fakes'

const LU = '0b6f7a52-6c1e-4f4e-9a49-2f1d8f1d0a11'
let sent: Array<{ endpoint: string; params: Record<string, unknown> }> = []
let refuse: ((endpoint: string) => ApiError | null) = () => null

beforeEach(async () => {
  sent = []
  refuse = () => null
  const db = getDb()
  await Promise.all(db.tables.map((table) => table.clear()))
  const send: Sender = async ({ endpoint, params }) => {
    const error = refuse(endpoint)
    if (error) throw error
    sent.push({ endpoint, params })
    return endpoint === 'listingSaveAddress' ? { version: Number(params.version) + 1, distanceM: 620, warning: 'addressMapFar' } : { version: 1 }
  }
  let n = 0
  configureOutbox({ db, send, clock: fakeClock(), lock: fakeLocks(), uuid: () => `entry-${++n}`, currentUserId: () => 'u1' })
})

const describeValues = { title: 'A quiet courtyard by the lake', description: 'x'.repeat(30) }

describe('listing draft store', () => {
  it('creates the draft locally and in the outbox; a step save waits for the creation', async () => {
    await createListing({ luId: LU, rentalType: 'whole', buildingType: 'apartment', region: 'domestic' })
    const id = await saveStep(LU, 'houseDescribe', describeValues, 0)
    const pending = await listPending(`listing:${LU}`)
    expect(pending.map((e) => e.endpoint)).toEqual(['listingCreate', 'listingSaveDescribe'])
    const step = pending.find((e) => e.id === id)!
    expect(step.item).toBe(stepItem(LU, 'houseDescribe'))
    expect(step.dependsOn).toBe(pending[0]!.id)
    expect(step.params).toMatchObject({ ...describeValues, luId: LU, version: 0 })
    const row = await getDb().listingDrafts.get(LU)
    expect(row?.data).toMatchObject({ meta: { rentalType: 'whole', region: 'domestic' }, steps: { houseDescribe: { values: describeValues } } })
    expect((await getDb().checklist.get(LU))?.completeInfo).toEqual({ houseDescribe: true })
  })

  it('a second save of an unsent step replaces the first (one write, the newest values)', async () => {
    await saveStep(LU, 'houseDescribe', describeValues, 3)
    await saveStep(LU, 'houseDescribe', { ...describeValues, title: 'A quiet courtyard by the river' }, 3)
    const pending = await listPending(`listing:${LU}`)
    expect(pending).toHaveLength(1)
    expect(pending[0]!.params.title).toBe('A quiet courtyard by the river')
    await replayOutbox()
    expect(sent.map((s) => s.params.title)).toEqual(['A quiet courtyard by the river'])
  })

  it('typing is kept locally without a write; saving marks it saved', async () => {
    await keepTyping(LU, 'houseDescribe', { title: 'half' })
    expect(await listPending()).toHaveLength(0)
    const typed = (await getDb().listingDrafts.get(LU))?.data as { steps: { houseDescribe: { typedAt: number; savedAt?: number } } }
    expect(typed.steps.houseDescribe.savedAt).toBeUndefined()
    await saveStep(LU, 'houseDescribe', describeValues, 0)
    const saved = (await getDb().listingDrafts.get(LU))?.data as { steps: { houseDescribe: { typedAt: number; savedAt?: number } } }
    expect(saved.steps.houseDescribe.savedAt).toBe(saved.steps.houseDescribe.typedAt)
  })

  it('a refused save is replaced by the next save of the step (sent again with the new values)', async () => {
    refuse = (endpoint) => (endpoint === 'listingSaveDescribe' ? new ApiError({ status: 400, key: 'titleLength', field: 'title' }) : null)
    const first = await saveStep(LU, 'houseDescribe', { ...describeValues, title: 'short' }, 0)
    await replayOutbox()
    expect((await listNotSynced()).map((e) => e.id)).toEqual([first])
    refuse = () => null
    await saveStep(LU, 'houseDescribe', describeValues, 0)
    expect(await listNotSynced()).toHaveLength(0)
    await replayOutbox()
    expect(sent.map((s) => s.params.title)).toEqual([describeValues.title])
  })

  it('waitForEntry gives the answer of a sent save (the address warning) or says it still waits', async () => {
    const id = await saveStep(LU, 'address', { country: 'CHN' }, 0)
    expect(await waitForEntry(id, 10)).toEqual({ status: 'pending' })
    const waiting = waitForEntry(id, 5_000)
    await replayOutbox()
    expect(await waiting).toEqual({ status: 'done', result: { version: 1, distanceM: 620, warning: 'addressMapFar' } })
  })
})
