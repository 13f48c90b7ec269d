import { useEffect, useRef } from 'react'

/**
 * A list that scrolls sideways on a phone (a flow's steps): keeps its `[data-current]` item in
 * view, centred, whenever `key` changes. Returns the ref for the list.
 */
export function useCurrentInView<E extends HTMLElement>(...key: readonly unknown[]) {
  const list = useRef<E>(null)
  useEffect(() => {
    const element = list.current
    const item = element?.querySelector<HTMLElement>('[data-current]')
    if (!element || !item || element.scrollWidth <= element.clientWidth) return
    element.scrollLeft = item.offsetLeft - (element.clientWidth - item.offsetWidth) / 2
  }, key) // the caller names what moves the current item
  return list
}
