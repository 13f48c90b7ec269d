import * as Label from 'radix-ui/label'
import * as Switch from 'radix-ui/switch'
import { Trans } from '@lingui/react/macro'
import { FieldError } from '../../ui/field-error'
import type { ListingWrite } from './use-listing-writes'

type FlashBookSwitchProps = {
  luId: string
  /** The server's state; undefined while it loads. */
  on: boolean | undefined
  /** A switch waiting in the outbox (shown on top of the server's state) or refused. */
  write: ListingWrite | undefined
  offline: boolean
  onChange: (on: boolean) => void
}

/**
 * Flash-book (instant booking, decision 0078) of one approved listing: a switch, what it does,
 * and a switch still on its way (or refused, with the server's reason).
 */
export function FlashBookSwitch({ luId, on, write, offline, onChange }: FlashBookSwitchProps) {
  const id = `flash-book-${luId}`
  const pending = write !== undefined && !write.refused
  const shown = pending ? write.entry.params.on === true : on
  return (
    <div className="flex flex-col gap-1 rounded-md border border-gray-200 bg-gray-50 p-2" data-testid="flash-book">
      <div className="flex items-center justify-between gap-3">
        <Label.Root htmlFor={id} className="text-sm font-medium text-gray-900">
          <Trans>Instant booking</Trans>
        </Label.Root>
        <span className="ml-auto text-xs font-medium text-gray-700" data-testid="flash-book-state" aria-hidden="true">
          {shown === undefined ? null : shown ? <Trans>On</Trans> : <Trans>Off</Trans>}
        </span>
        <Switch.Root
          id={id}
          checked={shown ?? false}
          disabled={shown === undefined}
          onCheckedChange={onChange}
          aria-describedby={`${id}-hint`}
          className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50 data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-700">
        <Trans>Guests' orders are accepted at once, without waiting for your confirmation. Orders already booked are not changed.</Trans>
      </p>
      {pending && (
        <p role="status" className="text-xs text-amber-900" data-testid="flash-book-pending">
          {offline ? <Trans>Waiting for the connection to send your change</Trans> : <Trans>Sending your change…</Trans>}
        </p>
      )}
      {write?.refused && 'refusal' in write.entry && <FieldError messageKey={write.entry.refusal.key} params={write.entry.refusal.params} />}
    </div>
  )
}
