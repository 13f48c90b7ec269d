/** What precacheComplete() reads of a ServiceWorkerRegistration (a fake in unit tests). */
export type RegistrationLike = {
  active: object | null
  installing: WorkerLike | null
  waiting: object | null
}
type WorkerLike = { state: string; addEventListener: (type: 'statechange', listener: () => void) => void }

/**
 * Whether the service worker of this registration holds the precache (every script of the
 * build): true once a worker is active or installed, false when its install failed (a network
 * drop during the precache makes it redundant). Code that must open offline (the overlays, the
 * calls' schemas) then comes from the worker's cache and need not be fetched by the page
 * (docs/decisions/0043-first-visit-budget.md).
 */
export function precacheComplete(registration: RegistrationLike | undefined): Promise<boolean> {
  if (!registration) return Promise.resolve(false)
  if (registration.active || registration.waiting) return Promise.resolve(true)
  const worker = registration.installing
  if (!worker) return Promise.resolve(false)
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installed' || worker.state === 'activating' || worker.state === 'activated') resolve(true)
      else if (worker.state === 'redundant') resolve(false)
    }
    worker.addEventListener('statechange', settle)
    settle()
  })
}
