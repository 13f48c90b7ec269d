import { useId } from 'react'
import { Trans } from '@lingui/react/macro'

export type OpenValue = 'keep' | 'open' | 'closed'

/** Leave open/closed as it is, open the nights, or close them (radio buttons). */
export function OpenChoice({ value, onChange }: { value: OpenValue; onChange: (value: OpenValue) => void }) {
  const name = useId()
  const options: { value: OpenValue; label: React.ReactNode }[] = [
    { value: 'keep', label: <Trans>Unchanged</Trans> },
    { value: 'open', label: <Trans>Open for booking</Trans> },
    { value: 'closed', label: <Trans>Closed</Trans> },
  ]
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-gray-800">
        <Trans>Open or closed</Trans>
      </legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-1.5 text-sm text-gray-900">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="size-4 accent-brand-600" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
