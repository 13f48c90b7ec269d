import { useLingui } from '@lingui/react/macro'

/** Certification badges of the footer, drawn by us as SVG. */
export function CertBadges() {
  const { t } = useLingui()
  const badges = [
    { label: t`Verified trusted website`, color: '#1d6f42', glyph: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z' },
    { label: t`Secure payments`, color: '#1f4e9c', glyph: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z' },
    { label: t`Real-name verified hosts`, color: '#8f3210', glyph: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z' },
  ]
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t`Certifications`}>
      {badges.map((badge) => (
        <li key={badge.label} className="flex items-center gap-2 rounded-md border border-gray-300 bg-white px-2 py-1">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d={badge.glyph} fill={badge.color} />
          </svg>
          <span className="text-xs text-gray-800">{badge.label}</span>
        </li>
      ))}
    </ul>
  )
}
