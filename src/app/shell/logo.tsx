import { useLingui } from '@lingui/react/macro'

/** The portal's mark and name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#b53f0e" />
        <path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>
        <span className="text-base font-semibold text-gray-900">{t`Host Portal`}</span>
      </span>
    </span>
  )
}
