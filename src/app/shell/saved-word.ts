/**
 * Whether the header says "saved on the server" once the queued writes have all gone (issue 13).
 * It confirms writes the host saw waiting: kept while offline (or while the queue was paused for
 * a sign-in), or still pending long enough for the header's count to be read. A write that went
 * straight through is left to its screen, which already said so: the city step's "Your city was
 * saved" and this word were two success toasts for one choice (issue 34).
 */
export function confirmsSaved(wait: { waitedMs: number; held: boolean }): boolean {
  return wait.held || wait.waitedMs >= SEEN_WAITING_MS
}

/** How long a write waits before the host has seen it wait (the header's count shows at once). */
export const SEEN_WAITING_MS = 2000
