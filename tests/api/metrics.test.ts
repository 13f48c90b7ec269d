import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../src/domain/endpoints'
import { freePort, startInstance } from './support/instances'
import type { Instance } from './support/instances'
import { apiClient } from './support/server'
import { openTestDb } from './support/test-db'
import type { TestDb } from './support/test-db'
import { DEMO_PASSWORD } from '../../src/server/console/seed'
import { passwordSignIn } from './support/flows'

// Metrics an operator scrapes (issue 37): the real server process with METRICS_PORT serves the
// Prometheus text format on that port only; the requests, an outbox batch, the jobs run at boot
// and a chat long-poll show in it, labelled by endpoint key, and nothing a request sent does.
// On PostgreSQL (TEST_DATABASE_URL) the pool's connections are there too.

const INDEX_HTML = '<!doctype html><title>Host portal</title><div id="root"></div>'
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let dataDir: string
let test: TestDb | undefined
let instance: Instance
let metricsUrl: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-metrics-'))
  // a built portal of one page: what the public port answers for paths it does not know
  fs.mkdirSync(path.join(dataDir, 'dist'))
  fs.writeFileSync(path.join(dataDir, 'dist', 'index.html'), INDEX_HTML)
  const env: Record<string, string> = { DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), DEMO_DATA: '1' }
  if (onPostgres) {
    test = await openTestDb({ dbFile: path.join(dataDir, 'unused.sqlite') })
    env.DATABASE_URL = test.databaseUrl!
  }
  const metricsPort = await freePort()
  instance = await startInstance('metrics', { ...env, METRICS_PORT: String(metricsPort) })
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
}, 90_000)
afterAll(async () => {
  await instance?.stop()
  await test?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

type Sample = { name: string; labels: Record<string, string>; value: number }

/** The samples of a scrape (the text format's `name{label="value",...} number` lines). */
function samplesOf(text: string): Sample[] {
  return text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).map((line) => {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!m) throw new Error(`not a sample line: ${line}`)
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]))
    return { name: m[1]!, labels, value: Number(m[3]) }
  })
}

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const reply = await fetch(metricsUrl)
  expect(reply.status).toBe(200)
  expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const text = await reply.text()
  return { text, samples: samplesOf(text) }
}

/** The sum of a family's samples whose labels include these. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0)
}

function has(samples: Sample[], name: string): boolean {
  return samples.some((s) => s.name === name)
}

describe('metrics (METRICS_PORT)', () => {
  it('count the requests by endpoint key, the batch, the jobs run at boot and a waiting long-poll', { timeout: 90_000 }, async () => {
    const api = apiClient(instance.url, () => Date.now())
    const mainland = await passwordSignIn(api, '13800000001', '86', DEMO_PASSWORD)
    const overseas = await passwordSignIn(api, '9087654321', '81', DEMO_PASSWORD)
    const orders = await api('orderList', { offset: 0, length: 10 }, { session: mainland })
    expect(orders.body?.status, orders.text).toBe(200)
    // one op the batch refuses (no such endpoint) is still a batch of one
    const batch = await api('outboxBatch', { ops: [{ endpoint: 'noSuchEndpoint', idemKey: randomUUID(), payload: {} }] }, { session: mainland })
    expect(batch.body?.status, batch.text).toBe(200)
    expect((await fetch(`${instance.url}/api/health`)).status).toBe(200)
    expect((await fetch(`${instance.url}/api/no-such-endpoint`)).status).toBe(404)
    // a long-poll waiting while the metrics are read
    const joined = await api('imJoin', {}, { session: overseas })
    expect(joined.body?.status, joined.text).toBe(200)
    const poll = api('imRefresh', { imVersion: joined.body.content.imVersion, waitMs: 6_000 }, { session: overseas })
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    expect(total((await scrape()).samples, 'portal_chat_long_polls')).toBe(1)
    expect((await poll).body?.status).toBe(200)

    // the jobs run at start: wait for their first runs to finish (a slow machine: up to 60 s)
    let { text, samples } = await scrape()
    for (const deadline = Date.now() + 60_000; total(samples, 'portal_job_runs_total', { outcome: 'ok' }) === 0 || !has(samples, 'portal_job_lag_seconds'); ) {
      if (Date.now() > deadline) throw new Error(`no job run counted within 60 s:\n${text}\n${instance.output.join('')}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
      ;({ text, samples } = await scrape())
    }
    expect(total(samples, 'portal_chat_long_polls')).toBe(0)
    const shown = /^portal_(http_requests_total|http_request_duration_seconds_count|job_runs_total|job_lag_seconds|outbox_batch_size_(count|sum)|chat_long_polls|db_pool_connections|process_resident_memory_bytes|nodejs_eventloop_lag_p99_seconds)[{ ]/
    console.log(`[metrics] a scrape (excerpt):\n${text.split('\n').filter((line) => shown.test(line)).join('\n')}`)

    // requests, by endpoint key and HTTP status
    expect(total(samples, 'portal_http_requests_total', { endpoint: 'passwordLogin', status: '200' })).toBeGreaterThanOrEqual(2)
    expect(total(samples, 'portal_http_requests_total', { endpoint: 'orderList', status: '200' })).toBeGreaterThanOrEqual(1)
    expect(total(samples, 'portal_http_requests_total', { endpoint: 'health', status: '200' })).toBeGreaterThanOrEqual(2) // startInstance's, then the test's
    expect(total(samples, 'portal_http_requests_total', { endpoint: 'other', status: '404' })).toBeGreaterThanOrEqual(1)
    expect(total(samples, 'portal_http_request_duration_seconds_count', { endpoint: 'orderList' })).toBeGreaterThanOrEqual(1)
    expect(total(samples, 'portal_http_request_duration_seconds_sum', { endpoint: 'orderList' })).toBeGreaterThan(0)
    expect(total(samples, 'portal_http_request_duration_seconds_bucket', { endpoint: 'orderList', le: '+Inf' })).toBeGreaterThanOrEqual(1)
    expect(total(samples, 'portal_http_request_duration_seconds_count', { endpoint: 'imRefresh' })).toBe(1)
    // the outbox batch
    expect(total(samples, 'portal_outbox_batch_size_count')).toBe(1)
    expect(total(samples, 'portal_outbox_batch_size_sum')).toBe(1)
    // jobs: runs counted by outcome, each job's lag since its last good run
    for (const s of samples.filter((x) => x.name === 'portal_job_runs_total')) expect(['ok', 'failed']).toContain(s.labels.outcome)
    for (const s of samples.filter((x) => x.name === 'portal_job_lag_seconds')) expect(s.value).toBeGreaterThanOrEqual(0)
    // the process's own, with the prefix
    expect(has(samples, 'portal_process_cpu_user_seconds_total')).toBe(true)
    expect(has(samples, 'portal_process_resident_memory_bytes')).toBe(true)
    expect(has(samples, 'portal_nodejs_eventloop_lag_seconds')).toBe(true)
    // the PostgreSQL pool; SQLite has none
    if (onPostgres) {
      expect(samples.filter((s) => s.name === 'portal_db_pool_connections').map((s) => s.labels.state).sort()).toEqual(['idle', 'in_use', 'waiting'])
      expect(total(samples, 'portal_db_pool_connections', { state: 'idle' }) + total(samples, 'portal_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(1)
      // the scrape's own read of the jobs' lags is not counted as waiting for a connection
      expect(total(samples, 'portal_db_pool_connections', { state: 'waiting' })).toBe(0)
    } else {
      expect(has(samples, 'portal_db_pool_connections')).toBe(false)
    }

    // labels are endpoint keys and groups only; nothing a request sent is in the text
    const endpointLabels = new Set(samples.filter((s) => s.name.startsWith('portal_http_')).map((s) => s.labels.endpoint!))
    for (const label of endpointLabels) expect(Object.hasOwn(endpoints, label) || ['static', 'open_api', 'health', 'other'].includes(label), label).toBe(true)
    for (const secret of [DEMO_PASSWORD, '13800000001', '9087654321', mainland.xztoken, mainland.sessId, 'noSuchEndpoint', 'no-such-endpoint']) {
      expect(text).not.toContain(secret)
    }
  })

  it('are served on their own port only: the public one answers /metrics with the portal page (SPA fallback)', async () => {
    const onPublic = await fetch(`${instance.url}/metrics`)
    expect(onPublic.status).toBe(200)
    expect(onPublic.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await onPublic.text()).toBe(INDEX_HTML)
    expect((await fetch(`${instance.url}/api/metrics`)).status).toBe(404)
    // counted as a static route, as every path outside the table is counted by its group
    expect(total((await scrape()).samples, 'portal_http_requests_total', { endpoint: 'static', status: '200' })).toBeGreaterThanOrEqual(1)
    // the metrics port answers /metrics and nothing else
    const base = new URL(metricsUrl)
    expect((await fetch(new URL('/', base))).status).toBe(404)
    expect((await fetch(new URL('/api/health', base))).status).toBe(404)
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(405)
  })
})
