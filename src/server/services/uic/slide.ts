import { randomBytes, randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import type { Database } from '../../db/schema'
import { refused } from '../../errors'
import {
  findChallenge, findChallengeByToken, insertChallenge, passChallenge, claimChallengeAttempt, unuseSlideToken, useSlideToken,
} from './repo'
import { sha256Hex } from './sessions'

export const SLIDE = {
  trackWidth: 300,
  trackHeight: 150,
  pieceWidth: 44,
  challengeTtlMs: 2 * 60_000,
  tokenTtlMs: 10 * 60_000,
  tolerancePx: 4,
  minSamples: 5,
  minDurationMs: 300,
  maxAttempts: 3,
} as const

/**
 * What the page gets: two raster pictures (data: URLs) and sizes, nothing that states the gap.
 * `image` (JPEG) is the background with the gap and look-alike decoys drawn into its pixels;
 * `pieceImage` (PNG) is a pieceWidth x trackHeight strip, transparent but for the piece at its
 * height, that the page slides from x = 0 (so pieceY is always 0).
 */
export type SlideChallenge = {
  challengeId: string
  trackWidth: number
  pieceWidth: number
  pieceY: number
  image: string
  pieceImage: string
}

/** A new challenge: the gap sits at a random x that only the server's store knows. */
export async function createChallenge(db: Kysely<Database>, now: number): Promise<SlideChallenge> {
  const challengeId = randomBytes(16).toString('hex')
  const targetX = randomInt(SLIDE.pieceWidth + 20, SLIDE.trackWidth - SLIDE.pieceWidth - 8)
  const pieceY = randomInt(12, SLIDE.trackHeight - SLIDE.pieceWidth - 12)
  const pictures = await renderChallenge(targetX, pieceY)
  await insertChallenge(db, { id: challengeId, targetX, createdAt: now, expiresAt: now + SLIDE.challengeTtlMs })
  return {
    challengeId,
    trackWidth: SLIDE.trackWidth,
    pieceWidth: SLIDE.pieceWidth,
    pieceY: 0,
    image: `data:image/jpeg;base64,${pictures.image.toString('base64')}`,
    pieceImage: `data:image/png;base64,${pictures.piece.toString('base64')}`,
  }
}

/**
 * Checks a drag: the piece must end within 4 px of the gap, and the track must look like a hand
 * moved it (at least 5 samples over at least 300 ms, x not constant). Three failures end the
 * challenge. A pass returns a one-use token valid for 10 minutes (stored hashed).
 */
export async function verifyChallenge(
  db: Kysely<Database>,
  input: { challengeId: string; x: number; track: readonly (readonly [number, number])[] },
  now: number,
): Promise<string> {
  const row = await findChallenge(db, input.challengeId)
  // the try is claimed before it is judged: a burst of drags gets SLIDE.maxAttempts at most
  const attempt = row ? await claimChallengeAttempt(db, row.id, SLIDE.maxAttempts, now) : null
  if (!row || attempt === null) throw refused('slideFailed')
  if (!isHumanTrack(input.x, row.target_x, input.track)) {
    throw refused('slideFailed', undefined, { attemptsLeft: SLIDE.maxAttempts - attempt })
  }
  const token = randomBytes(24).toString('base64url')
  if (!(await passChallenge(db, row.id, sha256Hex(token), now))) throw refused('slideFailed')
  return token
}

/** Uses up a slide token; false when it is missing, unknown, expired or already used. */
export async function consumeSlideToken(db: Kysely<Database>, token: string | undefined, now: number): Promise<boolean> {
  return (await takeSlideToken(db, token, now)) !== null
}

/** Uses a valid slide token up, as consumeSlideToken; gives back what giveBackSlideToken needs, or null when it was not valid. */
export async function takeSlideToken(db: Kysely<Database>, token: string | undefined, now: number): Promise<{ id: string; usedAt: number } | null> {
  if (!token) return null
  const row = await findChallengeByToken(db, sha256Hex(token))
  if (!row || row.passed_at === null || row.used_at !== null) return null
  if (Number(row.passed_at) + SLIDE.tokenTtlMs <= now) return null
  return (await useSlideToken(db, row.id, now)) ? { id: row.id, usedAt: now } : null
}

/** The token taken for an attempt that never ran (refused as Busy) is valid again, within its own time. */
export async function giveBackSlideToken(db: Kysely<Database>, taken: { id: string; usedAt: number }): Promise<void> {
  await unuseSlideToken(db, taken.id, taken.usedAt)
}

function isHumanTrack(x: number, targetX: number, track: readonly (readonly [number, number])[]): boolean {
  if (!Number.isFinite(x) || Math.abs(x - targetX) > SLIDE.tolerancePx) return false
  if (track.length < SLIDE.minSamples) return false
  if (!track.every(([t, tx]) => Number.isFinite(t) && Number.isFinite(tx))) return false
  const times = track.map(([t]) => t)
  const duration = Math.max(...times) - Math.min(...times)
  if (duration < SLIDE.minDurationMs) return false
  const xs = new Set(track.map(([, tx]) => tx))
  return xs.size > 1
}

// ---- the pictures (rendered here, sent as pixels only) ----

/** The piece's outline in its pieceWidth box: a square with a knob on top. */
function piecePath(dx: number, dy: number): string {
  const p = SLIDE.pieceWidth
  const m = (x: number, y: number) => `${x + dx},${y + dy}`
  return `M${m(3, 11)} H${dx + 16} A6,6 0 1 1 ${m(28, 11)} H${dx + p - 3} V${dy + p - 3} H${dx + 3} Z`
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h % 360},${s}%,${l}%)`
}

/** A random background: gradient, shapes of every kind and size, then pixel noise. */
async function renderBackground(): Promise<{ raw: Buffer; channels: 4 }> {
  const w = SLIDE.trackWidth
  const h = SLIDE.trackHeight
  const hue = randomInt(0, 360)
  const shapes: string[] = []
  for (let i = 0; i < 26; i++) {
    const fill = hsl(hue + randomInt(0, 200), randomInt(30, 80), randomInt(30, 85))
    const opacity = (randomInt(25, 75) / 100).toFixed(2)
    const x = randomInt(-20, w)
    const y = randomInt(-20, h)
    const kind = randomInt(0, 3)
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${randomInt(6, 40)}" fill="${fill}" opacity="${opacity}"/>`)
    else if (kind === 1) {
      shapes.push(`<rect x="${x}" y="${y}" width="${randomInt(8, 70)}" height="${randomInt(8, 50)}" fill="${fill}" opacity="${opacity}" transform="rotate(${randomInt(0, 90)} ${x} ${y})"/>`)
    } else {
      const pts = Array.from({ length: 3 }, () => `${x + randomInt(-40, 40)},${y + randomInt(-40, 40)}`).join(' ')
      shapes.push(`<polygon points="${pts}" fill="${fill}" opacity="${opacity}"/>`)
    }
  }
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${randomInt(0, 2)}" y2="1">`,
    `<stop offset="0" stop-color="${hsl(hue, 50, randomInt(55, 80))}"/><stop offset="1" stop-color="${hsl(hue + randomInt(60, 200), 50, randomInt(45, 75))}"/>`,
    `</linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`,
    shapes.join(''),
    `</svg>`,
  ].join('')
  const raw = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()
  const noise = randomBytes(w * h)
  for (let i = 0; i < w * h; i++) {
    const n = ((noise[i] ?? 128) % 41) - 20
    for (let c = 0; c < 3; c++) raw[i * 4 + c] = Math.max(0, Math.min(255, (raw[i * 4 + c] ?? 0) + n))
    raw[i * 4 + 3] = 255
  }
  return { raw, channels: 4 }
}

/** Decoy x positions: up to two places of the piece's form that do not overlap the gap. */
function decoyXs(targetX: number): number[] {
  const p = SLIDE.pieceWidth
  const xs: number[] = []
  for (let tries = 0; tries < 40 && xs.length < 2; tries++) {
    const x = randomInt(6, SLIDE.trackWidth - p - 4)
    if ([targetX, ...xs].every((other) => Math.abs(other - x) >= p + 6)) xs.push(x)
  }
  return xs
}

/**
 * The background with the gap (a dark hole with a light rim) and decoys of the same form (a
 * fainter shade, at the same height, so neither the piece's height nor the form tells them
 * apart); and the piece, cut from the background where the gap is, on a transparent strip.
 */
async function renderChallenge(targetX: number, pieceY: number): Promise<{ image: Buffer; piece: Buffer }> {
  const w = SLIDE.trackWidth
  const h = SLIDE.trackHeight
  const p = SLIDE.pieceWidth
  const { raw, channels } = await renderBackground()
  const input = { raw: { width: w, height: h, channels } }
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${p}" height="${p}"><path d="${piecePath(0, 0)}" fill="#fff"/></svg>`)
  const rim = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${p}" height="${p}"><path d="${piecePath(0, 0)}" fill="none" stroke="rgba(255,255,255,0.85)" stroke-width="2"/></svg>`,
  )
  const cut = await sharp(raw, input).extract({ left: targetX, top: pieceY, width: p, height: p })
    .composite([{ input: mask, blend: 'dest-in' }, { input: rim }]).png().toBuffer()
  const piece = await sharp({ create: { width: p, height: h, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: cut, left: 0, top: pieceY }]).png().toBuffer()
  const marks = [
    `<path d="${piecePath(targetX, pieceY)}" fill="rgba(0,0,0,0.5)" stroke="rgba(255,255,255,0.7)" stroke-width="1.5"/>`,
    ...decoyXs(targetX).map((x) => {
      const dark = randomInt(0, 2) === 0
      return `<path d="${piecePath(x, pieceY)}" fill="${dark ? 'rgba(0,0,0,0.22)' : 'rgba(255,255,255,0.3)'}" stroke="rgba(255,255,255,0.45)" stroke-width="1"/>`
    }),
  ]
  const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${marks.join('')}</svg>`)
  const image = await sharp(raw, input).composite([{ input: overlay }]).jpeg({ quality: 80 }).toBuffer()
  return { image, piece }
}
