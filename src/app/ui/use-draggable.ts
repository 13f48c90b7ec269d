import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

const STEP = 24

/**
 * A non-modal popup moved by its title bar (portal spec 2: the system notice and the chat popup
 * are draggable): by the pointer, and by the arrow keys while the bar has focus. Spread `handle`
 * on the bar and `style` on the popup; a press on a button of the bar is not a drag.
 */
export function useDraggable() {
  const [offset, setOffset] = useState({ x: 0, y: 0 })
  const drag = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null)
  const handle = {
    tabIndex: 0,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('button, a')) return
      event.currentTarget.setPointerCapture(event.pointerId)
      drag.current = { x: event.clientX, y: event.clientY, from: offset }
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = drag.current
      if (!start) return
      setOffset({ x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y })
    },
    onPointerUp: () => {
      drag.current = null
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }
      const move = moves[event.key]
      if (!move || event.target !== event.currentTarget) return
      event.preventDefault()
      setOffset((o) => ({ x: o.x + move[0], y: o.y + move[1] }))
    },
  }
  return { style: { transform: `translate(${offset.x}px, ${offset.y}px)` }, handle }
}
