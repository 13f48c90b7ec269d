import type { ServerConfig } from '../config'
import { calendarFeedsJob } from '../services/calendar/feeds-job'
import { unusedListingPhotosJob } from '../services/house/photo-cleanup'
import { pruneRateEventsJob } from '../services/uic/rate-limit'
import { orderPushJobFor } from '../services/alerts/push'
import { chatPushJobFor } from '../services/chat/chat-push'
import { pmsSyncJob } from '../services/pms/sync-job'
import { pmsWebhookPruneJob, pmsWebhooksJob } from '../services/pms/webhooks'
import { orderExpiryJob } from '../services/order/expiry'
import { settlementJob } from '../services/finance/settlement-job'
import { autoReviewJob } from '../services/review/reviews'
import { pruneIdempotencyJob } from './prune-idempotency'
import { pruneSocialJob } from '../services/uic/social/flow'
import { pruneSeenRequestsJob } from '../middleware/replay'
import type { Job } from '../job'

/** The jobs that need nothing but the database and the time. */
export const SERVER_JOBS: readonly Job[] = [pruneIdempotencyJob, pruneSeenRequestsJob, pruneRateEventsJob, orderExpiryJob, settlementJob, autoReviewJob, pmsWebhookPruneJob, pruneSocialJob]

/** Every job the server runs (main.ts starts them with startJobs): SERVER_JOBS and those needing the configuration. */
export function serverJobs(config: Pick<ServerConfig, 'filesDir' | 'filesS3' | 'feedsAllowPrivate' | 'feedsTimeoutMs' | 'pushServiceHosts' | 'pushAllowPrivate'>): readonly Job[] {
  return [...SERVER_JOBS, unusedListingPhotosJob(config), calendarFeedsJob(config), pmsSyncJob(config), pmsWebhooksJob(config), orderPushJobFor(config), chatPushJobFor(config)]
}
