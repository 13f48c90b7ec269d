import { useSyncExternalStore } from 'react'

/**
 * A value kept outside React that components follow (the network state, the chat connection, the
 * offline save, the install offer): `set` replaces it and tells the readers when it changed
 * (`same` decides), `changed` tells them when what they derive from it moved, `use` reads it, or
 * what `select` takes of it, in a component (useSyncExternalStore; `server` while prerendering).
 */
export type ExternalStore<T> = {
  get: () => T
  set: (next: T) => void
  changed: () => void
  subscribe: (listener: () => void) => () => void
  use: <S = T>(select?: (value: T) => S, server?: S) => S
}

export function externalStore<T>(initial: T, same: (a: T, b: T) => boolean = Object.is): ExternalStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    get: () => value,
    set: (next) => {
      if (same(value, next)) return
      value = next
      changed()
    },
    changed,
    subscribe,
    use: <S,>(select?: (value: T) => S, server?: S): S => {
      const read = () => (select ? select(value) : (value as unknown as S))
      // eslint-disable-next-line react-hooks/rules-of-hooks -- called as a hook by its readers
      return useSyncExternalStore(subscribe, read, () => (server === undefined ? read() : server))
    },
  }
}
