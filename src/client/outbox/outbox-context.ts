import { BATCH_LIMITS } from '../../domain/outbox-batch'
import type { PortalDb } from '../db'
import type { OutboxDeps } from './outbox-deps'
import { createOutboxState, type OutboxStateStore } from './outbox-state'
import type { Clock } from './outbox-types'

/**
 * What the parts of one outbox share (each createOutbox makes its own: several outboxes may run
 * at once): its deps, its state, the batch budget, and the flags of its runs and its timer.
 */
export type OutboxContext = {
  deps: OutboxDeps
  db: PortalDb
  clock: Clock
  batchSize: number
  /**
   * Entries per batch now: halved after a batch that timed out (a slow link may not carry a
   * large batch within the timeout), doubled back after each batch that got through.
   */
  budget: number
  state: OutboxStateStore
  running: Promise<void> | null
  again: boolean
  eagerNext: boolean
  auto: boolean
  cancelTimer: (() => void) | undefined
}

export function createOutboxContext(deps: OutboxDeps): OutboxContext {
  const { db, clock } = deps
  const batchSize = deps.batchSize ?? (deps.sendBatch ? BATCH_LIMITS.maxOps : 8)
  return {
    deps,
    db,
    clock,
    batchSize,
    budget: batchSize,
    state: createOutboxState(deps),
    running: null,
    again: false,
    eagerNext: false,
    auto: false,
    cancelTimer: undefined,
  }
}
