import type { MiddlewareHandler } from 'hono'
import { APP_BUILD_HEADER, APP_OUTDATED_STATUS } from '../../domain/common-params'

/**
 * Refuses API calls from portal builds older than minBuild (MIN_CLIENT_BUILD) with HTTP 426 and
 * the envelope { status: 426, errorMsg: 'appOutdated' }; the portal then asks the host to reload.
 * Build ids are the build time as digits (vite.config.ts), so they compare as strings. Calls
 * without the header (the console, other clients) and every call when no minimum is set pass.
 */
export function appBuildGate(minBuild: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const build = c.req.header(APP_BUILD_HEADER)
    if (minBuild && build && isOlderBuild(build, minBuild)) {
      return c.json({ status: APP_OUTDATED_STATUS, errorMsg: 'appOutdated' }, APP_OUTDATED_STATUS)
    }
    await next()
  }
}

/** True when build sorts before minBuild (same-length digit ids compare as strings). */
export function isOlderBuild(build: string, minBuild: string): boolean {
  return build.localeCompare(minBuild, 'en', { numeric: true }) < 0
}
