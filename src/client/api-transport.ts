import ky, { isTimeoutError } from 'ky'
import type { Service } from '../domain/endpoint-types'
import { APP_BUILD_HEADER, HTTP_TIMEOUT_MS } from '../domain/common-params'
import { fail } from './api-answer'
import type { BuiltRequest } from './build-request'
import { emitApiEvent } from './events'
import { xhrFetch, type UploadProgress } from './xhr-fetch'

// The call layer's transport: where each service lives, the fetch a signed request goes through
// (with the build header, the timeout, an upload's progress) and whether the server is reachable.
// src/client/api.ts prepares the calls and re-exports what is public here.

export type CallOptions = {
  /** Do not emit a 'message' event for a failure (the caller shows it itself). */
  hideMessage?: boolean
  /** The file of a multipart call, sent as Filedata. */
  file?: Blob
  fileName?: string
  signal?: AbortSignal
  /**
   * Idempotent endpoints: the write's id (the outbox passes the one made at enqueue time); sent
   * as idemKey and signed. Default: a fresh UUID per call (newIdempotencyKey).
   */
  idempotencyKey?: string
  /** A multipart upload reports its progress (sent through XMLHttpRequest: fetch has none). */
  onUploadProgress?: UploadProgress
  /** How long to wait for the answer (default 20 s, spec 9): a long-poll waits longer. */
  timeoutMs?: number
}

type FetchFn = (input: Request, init?: RequestInit) => Promise<Response>

/** Base URL per service; the default for a service is `/api/{service}`. Undefined resets one. */
export function configureServices(bases: Partial<Record<Service, string | undefined>>): void {
  for (const [service, base] of Object.entries(bases) as [Service, string | undefined][]) {
    if (base === undefined) serviceBases.delete(service)
    else serviceBases.set(service, base.replace(/\/+$/, ''))
  }
}

/** The fetch the call layer sends with (tests pass a fake); undefined restores global fetch. */
export function configureFetch(fn?: FetchFn): void {
  fetchImpl = fn
  // another way to the server: nothing is known of its reachability yet
  serverUnreachable = false
}

/** The portal build sent with every call (X-App-Build; by default this build's): undefined sends none. */
export function configureAppBuild(buildId?: string): void {
  appBuild = buildId
}

export function serviceBase(service: Service): string {
  return serviceBases.get(service) ?? `/api/${service}`
}

const serviceBases = new Map<Service, string>()
let fetchImpl: FetchFn | undefined
declare const __BUILD_ID__: string | undefined
/** This build's id (vite.config.ts `define`), sent without any set-up: the first call of a page may come before the shell's start-up code. */
let appBuild: string | undefined = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined

/**
 * Whether the last answer (or its absence) said the server was unreachable: no connection, a
 * timeout, a 5xx (the server or its proxy in trouble). The first answer below 500 after that
 * emits `serverBack` once.
 */
let serverUnreachable = false

function noteReachability(reachable: boolean): void {
  if (reachable && serverUnreachable) {
    serverUnreachable = false
    emitApiEvent({ type: 'serverBack' })
  } else if (!reachable) {
    serverUnreachable = true
  }
}

/**
 * Sends a signed request (ky without retries of its own) and resolves with whatever answered, a
 * 4xx or 5xx included. The caller's abort rethrows; no answer fails as networkTimeout or networkError.
 */
export async function send(request: BuiltRequest, opts: CallOptions): Promise<Response> {
  try {
    const response = await ky(request.url, {
      method: request.method,
      headers: appBuild ? { ...request.headers, [APP_BUILD_HEADER]: appBuild } : request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      credentials: 'include',
      timeout: opts.timeoutMs ?? HTTP_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      ...(opts.signal ? { signal: opts.signal } : {}),
      fetch: opts.onUploadProgress && !fetchImpl && typeof XMLHttpRequest === 'function'
        ? xhrFetch(opts.onUploadProgress)
        : (input, init) => (fetchImpl ?? globalThis.fetch)(input as Request, init),
    })
    noteReachability(response.status < 500)
    return response
  } catch (error) {
    if (opts.signal?.aborted) throw error
    noteReachability(false)
    if (isTimeoutError(error)) return fail({ status: 0, key: 'networkTimeout' }, opts, error)
    return fail({ status: 0, key: 'networkError' }, opts, error)
  }
}
