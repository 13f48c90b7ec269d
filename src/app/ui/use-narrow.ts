import { useSyncExternalStore } from 'react'

const QUERY = '(max-width: 639px)'

/** A phone-sized viewport (below Tailwind's sm). */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false)
}

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}
