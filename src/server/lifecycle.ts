import type http from 'node:http'
import type { MiddlewareHandler } from 'hono'

/**
 * An instance's life as a load balancer sees it (issue 37): serving, then draining from the
 * SIGTERM on. While draining, /api/ready answers 503, every answer closes its connection (the
 * client's next call opens a new one, which reaches another instance), long-polls are answered at
 * once (they come back through another instance), and the requests in flight (uploads, writes)
 * are counted until they finish, within the grace period main.ts gives them.
 */
export class Lifecycle {
  private drainingNow = false
  private inFlight = 0
  private readonly idleWaiters = new Set<() => void>()
  private readonly drainHooks = new Set<() => void>()

  get draining(): boolean {
    return this.drainingNow
  }

  /** Requests being answered now (long-polls and uploads included). */
  get requests(): number {
    return this.inFlight
  }

  /** Runs `hook` when draining starts (at once if it has): long-polls end, timers stop. */
  onDrain(hook: () => void): void {
    if (this.drainingNow) hook()
    else this.drainHooks.add(hook)
  }

  drain(): void {
    if (this.drainingNow) return
    this.drainingNow = true
    for (const hook of this.drainHooks) hook()
    this.drainHooks.clear()
    this.wakeIfIdle()
  }

  /**
   * Counts each request of this HTTP server from its head to the last byte of its answer (or
   * its connection's end): a handler that has returned is not done until its answer is written,
   * and closing the connections at that moment cut an upload's answer on its way.
   */
  watch(server: http.Server): void {
    server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
      this.inFlight += 1
      response.once('close', () => {
        this.inFlight -= 1
        this.wakeIfIdle()
      })
    })
  }

  /** While draining, every answer closes its connection (the client's next call opens one to another instance). */
  readonly track: MiddlewareHandler = async (c, next) => {
    await next()
    if (this.drainingNow) c.header('Connection', 'close')
  }

  /** Resolves true once no request is in flight, or false when `ms` pass first. */
  settled(ms: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true)
    return new Promise((resolve) => {
      const done = (idle: boolean) => {
        clearTimeout(timer)
        this.idleWaiters.delete(wake)
        resolve(idle)
      }
      const wake = () => done(true)
      const timer = setTimeout(() => done(false), ms)
      this.idleWaiters.add(wake)
    })
  }

  private wakeIfIdle(): void {
    if (this.inFlight !== 0) return
    for (const wake of [...this.idleWaiters]) wake()
  }
}
