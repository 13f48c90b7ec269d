import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/config'

describe('loadConfig: demo data', () => {
  it('seeds the demo accounts on a first start, except in production unless asked', () => {
    expect(loadConfig({}).demoData).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }).demoData).toBe(true)
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false)
  })
})

describe('loadConfig: stopping and keep-alive (issue 37)', () => {
  it('drains for 5 s before it stops listening in production only, gives 25 s to requests in flight, keeps idle connections 65 s', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDelayMs: 0, shutdownGraceMs: 25_000, keepAliveTimeoutMs: 65_000 })
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDelayMs).toBe(5_000)
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '0', NODE_ENV: 'production', SHUTDOWN_GRACE_MS: '40000', KEEP_ALIVE_TIMEOUT_MS: '75000' }))
      .toMatchObject({ shutdownDelayMs: 0, shutdownGraceMs: 40_000, keepAliveTimeoutMs: 75_000 })
  })

  it('refuses to start on a malformed duration, naming the variable', () => {
    for (const bad of ['25s', '-1', '1.5', 'soon', '3600001']) {
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: bad })).toThrow(/SHUTDOWN_GRACE_MS/)
    }
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '1m' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/)
  })
})

describe('loadConfig: metrics (issue 37)', () => {
  it('serves no metrics unless METRICS_PORT is set; then on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeUndefined()
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeUndefined()
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' })
    expect(loadConfig({ METRICS_PORT: ' 9464 ', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' })
  })

  it('refuses to start on a malformed port, or on the public one, naming the variable', () => {
    for (const bad of ['0', '-1', '65536', '94.64', 'prometheus', '9464x']) {
      expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/)
    }
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow(/METRICS_PORT must differ from PORT/)
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT/)
  })
})

describe('loadConfig: the database (issue 37)', () => {
  it('takes the pool size and the start-up wait from the environment, and refuses malformed ones', () => {
    expect(loadConfig({}).databasePoolMax).toBeUndefined()
    expect(loadConfig({}).databaseWaitMs).toBe(60_000)
    expect(loadConfig({ DATABASE_POOL_MAX: '25', DATABASE_WAIT_MS: '5000' })).toMatchObject({ databasePoolMax: 25, databaseWaitMs: 5_000 })
    for (const bad of ['0', '201', 'ten', '2.5']) expect(() => loadConfig({ DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/)
    expect(() => loadConfig({ DATABASE_WAIT_MS: '1min' })).toThrow(/DATABASE_WAIT_MS/)
  })
})

describe('loadConfig: settings checked at start (issue 37)', () => {
  it('refuses a misspelt or unknown setting of its own, naming what was probably meant', () => {
    expect(() => loadConfig({ FILES_S3_BUKET: 'portal' })).toThrow('FILES_S3_BUKET (did you mean FILES_S3_BUCKET?)')
    expect(() => loadConfig({ DATABSE_URL: 'postgres://db/portal' })).toThrow('DATABSE_URL (did you mean DATABASE_URL?)')
    expect(() => loadConfig({ METRIC_PORT: '9464' })).toThrow('METRIC_PORT (did you mean METRICS_PORT?)')
    expect(() => loadConfig({ SHUTDOWN_GRACE: '30000' })).toThrow('SHUTDOWN_GRACE (did you mean SHUTDOWN_GRACE_MS?)')
    expect(() => loadConfig({ DEMO_ACCOUNTS: '1' })).toThrow('not a setting of this server: DEMO_ACCOUNTS')
  })

  it('leaves the rest of the environment alone: the shell\'s, the platform\'s, the PostgreSQL client\'s', () => {
    const env = { PATH: '/usr/bin', HOME: '/home/portal', HOSTNAME: 'portal-1', TMPDIR: '/tmp', PORTS: '1', XDG_DATA_DIRS: '/usr/share', DATABASE_PUBLIC_URL: 'postgres://x/y', PGSSLMODE: 'require', NODE_OPTIONS: '--max-old-space-size=512', LANG: 'C.UTF-8' }
    expect(() => loadConfig(env)).not.toThrow()
  })

  it('refuses malformed flags, levels, URLs and origins instead of reading them as their default', () => {
    for (const [name, bad] of [['DEMO_DATA', 'yes'], ['CHECK_RESPONSES', 'on'], ['CALENDAR_FEEDS_ALLOW_PRIVATE', 'no'], ['LOG_LEVEL', 'verbose'],
      ['DATABASE_URL', 'mysql://db/portal'], ['PUBLIC_FILES_BASE', 'cdn.example.com'], ['ALLOWED_ORIGINS', 'https://a.example.com/app'],
      ['VAPID_SUBJECT', 'ops@example.com'], ['MAP_STYLE_URL', 'style.json']] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(name)
    }
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_PRIVATE: '1' })).toThrow('PUSH_ALLOW_PRIVATE')
    // a style given inline is a style too (the maps e2e test serves one so)
    expect(loadConfig({ MAP_STYLE_URL: 'data:application/json,%7B%22version%22%3A8%7D' }).maps?.styleUrl).toBe('data:application/json,%7B%22version%22%3A8%7D')
    expect(loadConfig({ DEMO_DATA: 'false', LOG_LEVEL: 'debug', DATABASE_URL: 'postgresql://u:p@db:5432/portal?sslmode=require', ALLOWED_ORIGINS: 'https://a.example.com/, http://localhost:5173', VAPID_SUBJECT: 'mailto:ops@example.com' }))
      .toMatchObject({ demoData: false, databaseUrl: 'postgresql://u:p@db:5432/portal?sslmode=require', allowedOrigins: ['https://a.example.com', 'http://localhost:5173'] })
  })
})
