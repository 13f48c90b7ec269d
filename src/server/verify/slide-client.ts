/**
 * Browser script of the slide verification page (bundled with esbuild at server start and served
 * as /verify/slide.js). It signs its two calls exactly like the portal's call layer: common
 * params + gate timestamp (with a clock offset learnt from a 401) + gatesign.
 */
import { commonParams, SERVER_TIME_HEADER, SLIDE_TOKEN_PARAM } from '../../domain/common-params'
import { BODY_HASH_PARAM, bodyHash, GATESIGN_PARAM, gatesign } from '../../domain/gatesign'

/** Two pictures (data: URLs) and sizes; where the gap is, only the picture shows. */
type Challenge = { challengeId: string; trackWidth: number; pieceWidth: number; pieceY: number; image: string; pieceImage: string }
type Reply = { status: number; content?: unknown; errorMsg?: string; errorParams?: Record<string, unknown> }

const CHALLENGE_PATH = '/api/uic/slide/challenge'
const VERIFY_PATH = '/api/uic/slide/verify'
const KEY_STEP = 2
const KEY_STEP_LARGE = 10

let clockOffset = 0

function el<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id)
  if (!found) throw new Error(`missing #${id}`)
  return found as T
}

const root = el<HTMLElement>('slide-root')
const image = el<HTMLImageElement>('slide-image')
const piece = el<HTMLElement>('slide-piece')
const handle = el<HTMLElement>('slide-handle')
const fill = el<HTMLElement>('slide-fill')
const statusLine = el<HTMLElement>('slide-status')
const refreshButton = el<HTMLButtonElement>('slide-refresh')

function text(key: string): string {
  return root.dataset[`t${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`] ?? key
}

let challenge: Challenge | null = null
let x = 0
let track: [number, number][] = []
let startedAt = 0
let dragging = false
let busy = false

async function signedFetch(path: string, init: { method: 'GET' | 'POST'; json?: unknown }): Promise<Response> {
  const params: Record<string, string> = commonParams(Date.now(), clockOffset)
  const body = init.json === undefined ? undefined : JSON.stringify(init.json)
  const signed: Record<string, string> = body === undefined ? { ...params } : { ...params, [BODY_HASH_PARAM]: bodyHash(body) }
  const query = new URLSearchParams({ ...params, [GATESIGN_PARAM]: gatesign(path, signed) })
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' }
  return fetch(`${path}?${query.toString()}`, { method: init.method, headers, body, credentials: 'same-origin' })
}

/** Calls the API; on 401 learns the server clock from x-server-time and retries once. */
async function call(path: string, init: { method: 'GET' | 'POST'; json?: unknown }): Promise<Reply> {
  let response = await signedFetch(path, init)
  if (response.status === 401) {
    const serverTime = Number(response.headers.get(SERVER_TIME_HEADER))
    if (Number.isFinite(serverTime) && serverTime > 0) {
      clockOffset = serverTime - Date.now()
      response = await signedFetch(path, init)
    }
  }
  return (await response.json()) as Reply
}

function setStatus(message: string, kind: 'info' | 'error' | 'ok'): void {
  statusLine.textContent = message
  statusLine.className = `status${kind === 'info' ? '' : ` ${kind}`}`
}

function maxX(): number {
  return challenge ? challenge.trackWidth - challenge.pieceWidth : 0
}

function moveTo(value: number): void {
  x = Math.max(0, Math.min(maxX(), Math.round(value)))
  handle.style.left = `${x}px`
  fill.style.width = `${x + (challenge?.pieceWidth ?? 0) / 2}px`
  piece.style.left = `${x}px`
  handle.setAttribute('aria-valuenow', String(x))
  if (startedAt === 0) startedAt = performance.now()
  track.push([Math.round(performance.now() - startedAt), x])
}

function resetPiece(): void {
  track = []
  startedAt = 0
  x = 0
  handle.style.left = '0px'
  fill.style.width = '0px'
  piece.style.left = '0px'
  handle.setAttribute('aria-valuenow', '0')
}

async function loadChallenge(message?: string): Promise<void> {
  busy = true
  handle.setAttribute('aria-disabled', 'true')
  setStatus(text('loading'), 'info')
  try {
    const reply = await call(CHALLENGE_PATH, { method: 'GET' })
    if (reply.status !== 200 || !reply.content) throw new Error(reply.errorMsg ?? 'challenge')
    challenge = reply.content as Challenge
    image.src = challenge.image
    piece.style.backgroundImage = `url("${challenge.pieceImage}")`
    piece.style.top = `${challenge.pieceY}px`
    piece.style.width = `${challenge.pieceWidth}px`
    piece.style.display = 'block'
    handle.style.width = `${challenge.pieceWidth}px`
    handle.setAttribute('aria-valuemax', String(maxX()))
    resetPiece()
    setStatus(message ?? '', message ? 'error' : 'info')
    busy = false
    handle.removeAttribute('aria-disabled')
  } catch {
    setStatus(text('network'), 'error')
    busy = false
  }
}

async function submit(): Promise<void> {
  if (!challenge || busy) return
  busy = true
  handle.setAttribute('aria-disabled', 'true')
  try {
    const reply = await call(VERIFY_PATH, { method: 'POST', json: { challengeId: challenge.challengeId, x, track } })
    const content = reply.content as { slideToken?: string } | undefined
    if (reply.status === 200 && content?.slideToken) {
      setStatus(text('passed'), 'ok')
      window.location.assign(withToken(root.dataset.redirect ?? '/', content.slideToken))
      return
    }
    const left = Number(reply.errorParams?.attemptsLeft ?? 0)
    if (left > 0) {
      resetPiece()
      setStatus(text('failed'), 'error')
      busy = false
      handle.removeAttribute('aria-disabled')
      return
    }
    await loadChallenge(text('renewed'))
  } catch {
    setStatus(text('network'), 'error')
    busy = false
    handle.removeAttribute('aria-disabled')
  }
}

function withToken(redirect: string, token: string): string {
  const url = new URL(redirect, window.location.origin)
  if (url.origin !== window.location.origin) return '/'
  url.searchParams.set(SLIDE_TOKEN_PARAM, token)
  return `${url.pathname}${url.search}${url.hash}`
}

handle.addEventListener('pointerdown', (event) => {
  if (busy || !challenge) return
  dragging = true
  handle.setPointerCapture(event.pointerId)
  resetPiece()
  const originX = event.clientX
  const onMove = (e: PointerEvent) => {
    if (dragging) moveTo(e.clientX - originX)
  }
  const onUp = () => {
    dragging = false
    handle.removeEventListener('pointermove', onMove)
    handle.removeEventListener('pointerup', onUp)
    handle.removeEventListener('pointercancel', onUp)
    void submit()
  }
  handle.addEventListener('pointermove', onMove)
  handle.addEventListener('pointerup', onUp)
  handle.addEventListener('pointercancel', onUp)
  moveTo(0)
})

handle.addEventListener('keydown', (event) => {
  if (busy || !challenge) return
  const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP
  if (event.key === 'ArrowRight' || event.key === 'ArrowUp') moveTo(x + step)
  else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') moveTo(x - step)
  else if (event.key === 'Home') moveTo(0)
  else if (event.key === 'End') moveTo(maxX())
  else if (event.key === 'Enter' || event.key === ' ') void submit()
  else return
  event.preventDefault()
})

refreshButton.addEventListener('click', () => {
  if (!busy) void loadChallenge()
})

void loadChallenge()
