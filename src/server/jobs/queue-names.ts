import type { Job } from '../job'

/** pg-boss keeps its tables in this schema of the portal's database (decision 0065). */
export const JOB_QUEUE_SCHEMA = 'pgboss'

/** A job's queue name (pg-boss allows letters, digits, - _ . /). */
export function queueNameOf(job: Pick<Job, 'name'>): string {
  return `portal.${job.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`
}
