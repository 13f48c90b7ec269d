import { pruneRateEventsJob } from '../services/uic/rate-limit'
import { pruneIdempotencyJob } from './prune-idempotency'
import type { Job } from './schedule'

/** Every job the server runs (main.ts starts them with scheduleJobs). */
export const SERVER_JOBS: readonly Job[] = [pruneIdempotencyJob, pruneRateEventsJob]
