import { useEffect, useRef } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useLocation } from '@tanstack/react-router'
import { AppLink } from '../../shell/app-link'
import { cx } from '../../ui/cx'

export type NavEntry = { to: string; label: MessageDescriptor }

/** The list of sibling pages: a scrolling row on phones, a side column on wide screens. */
export function PageNav({ label, entries }: { label: string; entries: readonly NavEntry[] }) {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname.toLowerCase() })
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    // on phones the list is a scrolling row: bring the current page's entry into view (row only, not the page)
    const row = list.current
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2
  }, [pathname])
  return (
    <nav aria-label={label} className="lg:w-60 lg:shrink-0">
      <ul ref={list} className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {entries.map((entry) => {
          const current = entry.to.toLowerCase() === pathname
          return (
            <li key={entry.to} className="shrink-0">
              <AppLink
                to={entry.to}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'block whitespace-nowrap rounded-md px-3 py-2 text-sm lg:whitespace-normal',
                  current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-800 hover:bg-gray-100',
                )}
              >
                {i18n._(entry.label)}
              </AppLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
