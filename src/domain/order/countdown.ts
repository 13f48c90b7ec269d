/** Time left until a deadline (the confirmation or payment window), for the list and the detail. */
export type Remaining = { ms: number; minutes: number; seconds: number; expired: boolean }

/** `now` is the server's clock (the portal adds the offset it learnt from serverNow). */
export function remaining(deadline: number, now: number): Remaining {
  const ms = Math.max(0, deadline - now)
  const whole = Math.ceil(ms / 1000)
  return { ms, minutes: Math.floor(whole / 60), seconds: whole % 60, expired: ms === 0 }
}

/** "12:05": minutes and seconds, zero-padded seconds. */
export function formatRemaining(r: Remaining): string {
  return `${r.minutes}:${String(r.seconds).padStart(2, '0')}`
}
