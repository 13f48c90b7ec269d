import { useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CountryEntry } from '../../domain/endpoints'
import { groupCountries } from '../../domain/countries'
import { countryQueries } from '../data/countries'
import { Spinner } from './spinner'
import { NeedsNetwork, useNeedsNetwork } from './needs-network'
import { PlainTrigger, useDeferredOverlay } from './overlay-kit'
import { cx } from './cx'

type CountryPickerProps = {
  /** Dial code without '+', e.g. "86". */
  value: string
  onChange: (dialCode: string) => void
  disabled?: boolean
}

/**
 * The dial-code picker beside a mobile field: hot countries first, then grouped by initial,
 * searchable by name (Chinese, pinyin, English), ISO code or dial code. Arrow keys move between
 * entries, Enter picks, Escape closes.
 */
export function CountryPicker({ value, onChange, disabled }: CountryPickerProps) {
  const { t, i18n } = useLingui()
  const lang = i18n.locale === 'en' ? 'en' : 'zh'
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const countries = useQuery({ ...countryQueries.list(), enabled: open || value !== '86' })
  const needsNetwork = useNeedsNetwork(countries)
  const listRef = useRef<HTMLDivElement>(null)
  const searchId = useId()

  const current = countries.data?.find((entry) => entry.data_code === value)
  const sections = useMemo(() => buildSections(countries.data ?? [], lang, search), [countries.data, lang, search])

  const pick = (entry: CountryEntry) => {
    onChange(entry.data_code)
    setOpen(false)
    setSearch('')
  }

  const { kit, intent, mark } = useDeferredOverlay({ onOpen: () => setOpen(true) })
  const triggerProps = {
    disabled,
    'aria-label': t`Country or region code: +${value}`,
    className:
      'flex h-10 items-center gap-1 rounded-l-md pr-1 text-sm font-medium text-gray-800 hover:text-gray-950 focus-visible:outline-2 focus-visible:outline-brand-700',
  }
  const label = (
    <>
      <span>+{value}</span>
      {current && <span className="sr-only">{countryName(current, lang)}</span>}
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </>
  )
  if (!kit) {
    // the popover's code loads on intent (pointer over, focus); a click opens it once it is there
    return (
      <PlainTrigger popup="dialog" {...triggerProps} {...intent}>
        {label}
      </PlainTrigger>
    )
  }
  const { Popover } = kit
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger type="button" {...triggerProps} {...mark}>
        {label}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[min(92vw,22rem)] rounded-lg border border-gray-200 bg-white p-2 shadow-xl"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            document.getElementById(searchId)?.focus()
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            <Trans>Search country or region</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault()
                focusOption(listRef.current, 0)
              }
            }}
            placeholder={t`Search country or region`}
            className="mb-2 h-10 w-full rounded-md border border-gray-400 px-3 text-base focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          <div
            ref={listRef}
            role="listbox"
            aria-label={t`Countries and regions`}
            className="max-h-72 overflow-y-auto"
            onKeyDown={(event) => moveFocus(event, listRef.current, searchId)}
          >
            {needsNetwork && <NeedsNetwork onRetry={() => void countries.refetch()} className="m-2" />}
            {countries.isPending && !needsNetwork && (
              <div className="flex justify-center p-4">
                <Spinner />
              </div>
            )}
            {countries.isError && !needsNetwork && (
              <p role="alert" className="p-3 text-sm text-red-700">
                <Trans>The country list could not be loaded.</Trans>
              </p>
            )}
            {countries.isSuccess && sections.length === 0 && (
              <p className="p-3 text-sm text-gray-700">
                <Trans>No country or region matches.</Trans>
              </p>
            )}
            {sections.map((section) => (
              <div key={section.id} role="group" aria-label={section.id === HOT ? t`Popular` : section.id}>
                <div
                  className="sticky top-0 bg-gray-50 px-2 py-1 text-xs font-semibold text-gray-700"
                  aria-hidden="true"
                >
                  {section.id === HOT ? <Trans>Popular</Trans> : section.id}
                </div>
                {section.entries.map((entry) => (
                  <button
                    key={`${section.id}-${entry.data_id}`}
                    type="button"
                    role="option"
                    aria-selected={entry.data_code === value}
                    data-country-option=""
                    onClick={() => pick(entry)}
                    className={cx(
                      'flex w-full items-center justify-between rounded px-2 py-2 text-left text-sm text-gray-900',
                      'hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700',
                      entry.data_code === value && 'font-semibold',
                    )}
                  >
                    <span>{countryName(entry, lang)}</span>
                    <span className="text-gray-700">+{entry.data_code}</span>
                  </button>
                ))}
              </div>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

const HOT = '__hot'

type Section = { id: string; entries: CountryEntry[] }

/** Hot countries, then the letter groups; a search shows one flat list of matches. */
function buildSections(list: readonly CountryEntry[], lang: 'zh' | 'en', search: string): Section[] {
  const query = search.trim().toLowerCase().replace(/^\+/, '')
  if (query) {
    const matches = list.filter((entry) => matchesCountry(entry, query))
    return matches.length ? [{ id: search.trim(), entries: matches }] : []
  }
  const grouped = groupCountries([...list], lang)
  const sections: Section[] = grouped.hot.length ? [{ id: HOT, entries: grouped.hot }] : []
  for (const group of grouped.groups) sections.push({ id: group.letter, entries: group.entries })
  return sections
}

export function matchesCountry(entry: CountryEntry, query: string): boolean {
  return (
    entry.data_zh.includes(query) ||
    entry.data_en.toLowerCase().includes(query) ||
    entry.data_cn.toLowerCase().replaceAll(' ', '').includes(query.replaceAll(' ', '')) ||
    entry.data_shortname.toLowerCase() === query ||
    entry.data_code.startsWith(query)
  )
}

function countryName(entry: CountryEntry, lang: 'zh' | 'en'): string {
  return lang === 'zh' ? entry.data_zh : entry.data_en
}

function options(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[data-country-option]')) : []
}

function focusOption(list: HTMLElement | null, index: number) {
  const all = options(list)
  all[Math.max(0, Math.min(index, all.length - 1))]?.focus()
}

function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, searchId: string) {
  const all = options(list)
  const index = all.indexOf(document.activeElement as HTMLElement)
  if (index < 0) return
  const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 }
  if (event.key === 'Home') focusOption(list, 0)
  else if (event.key === 'End') focusOption(list, all.length - 1)
  else if (event.key === 'ArrowUp' && index === 0) document.getElementById(searchId)?.focus()
  else if (event.key in step) focusOption(list, index + (step[event.key] ?? 0))
  else return
  event.preventDefault()
}
