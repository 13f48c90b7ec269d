import { randomBytes, randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { refused } from '../../errors'
import {
  findChallenge, findChallengeByToken, insertChallenge, passChallenge, recordChallengeFailure, useSlideToken,
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

export type SlideChallenge = { challengeId: string; trackWidth: number; pieceWidth: number; pieceY: number; imageSvg: string }

/** A new challenge: the gap sits at a random x the client is not told (it sees it drawn). */
export async function createChallenge(db: Kysely<Database>, now: number): Promise<SlideChallenge> {
  const challengeId = randomBytes(16).toString('hex')
  const targetX = randomInt(SLIDE.pieceWidth + 20, SLIDE.trackWidth - SLIDE.pieceWidth - 8)
  const pieceY = randomInt(12, SLIDE.trackHeight - SLIDE.pieceWidth - 12)
  await insertChallenge(db, { id: challengeId, targetX, createdAt: now, expiresAt: now + SLIDE.challengeTtlMs })
  return {
    challengeId,
    trackWidth: SLIDE.trackWidth,
    pieceWidth: SLIDE.pieceWidth,
    pieceY,
    imageSvg: challengeSvg(targetX, pieceY, randomInt(0, 360)),
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
  if (!row || row.passed_at !== null || Number(row.expires_at) <= now || row.attempts >= SLIDE.maxAttempts) {
    throw refused('slideFailed')
  }
  if (!isHumanTrack(input.x, row.target_x, input.track)) {
    await recordChallengeFailure(db, row.id)
    throw refused('slideFailed', undefined, { attemptsLeft: Math.max(0, SLIDE.maxAttempts - row.attempts - 1) })
  }
  const token = randomBytes(24).toString('base64url')
  if (!(await passChallenge(db, row.id, sha256Hex(token), now))) throw refused('slideFailed')
  return token
}

/** Uses up a slide token; false when it is missing, unknown, expired or already used. */
export async function consumeSlideToken(db: Kysely<Database>, token: string | undefined, now: number): Promise<boolean> {
  if (!token) return false
  const row = await findChallengeByToken(db, sha256Hex(token))
  if (!row || row.passed_at === null || row.used_at !== null) return false
  if (Number(row.passed_at) + SLIDE.tokenTtlMs <= now) return false
  return useSlideToken(db, row.id, now)
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

/** The picture: a patterned background with a gap outline at targetX (the client draws the piece). */
function challengeSvg(targetX: number, pieceY: number, hue: number): string {
  const w = SLIDE.trackWidth
  const h = SLIDE.trackHeight
  const p = SLIDE.pieceWidth
  const stripes = Array.from({ length: 12 }, (_, i) => {
    const x = (i * 37 + hue) % w
    return `<rect x="${x}" y="0" width="14" height="${h}" fill="hsl(${(hue + i * 29) % 360} 55% 70%)" opacity="0.45" transform="skewX(-18)"/>`
  }).join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="hsl(${hue} 40% 86%)"/>`,
    stripes,
    `<rect x="${targetX}" y="${pieceY}" width="${p}" height="${p}" rx="6" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="2"/>`,
    `</svg>`,
  ].join('')
}
