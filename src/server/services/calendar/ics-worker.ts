import { parentPort } from 'node:worker_threads'
import { busyNightsOf } from '../../../domain/calendar/ics-parse'

/**
 * The reader of outside calendars, run in a worker thread (ics-worker-run.ts): says it is ready
 * once loaded, then reads the one file it is sent and answers busyNightsOf's result. The parent
 * ends it when it is over its time or memory.
 */
export type IcsJob = { text: string; range: { from: string; to: string }; country: string }

if (parentPort) {
  const port = parentPort
  port.once('message', (job: IcsJob) => {
    port.postMessage(busyNightsOf(job.text, job.range, job.country))
  })
  port.postMessage('ready')
}
