import { lazy, Suspense } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from './button'
import { Card } from './card'
import { FieldError } from './field-error'
import type { FormMessage } from './form-errors'
import { PendingNote } from './pending-note'
import { Spinner } from './spinner'
import { useOffline } from '../shell/pwa-network'

// a refused save's notice (keep mine / use current) loads with the first refusal, not with every step
const ItemConflict = lazy(() => import('../shell/item-conflict').then((m) => ({ default: m.ItemConflict })))

type StepCardProps = {
  title: ReactNode
  intro?: ReactNode
  ready: boolean
  pending: boolean
  saving: boolean
  formIssue: FormMessage | null
  onSubmit: () => void
  children: ReactNode
  /** The last step says "Save" (publishing is the frame's button). */
  last?: boolean
  /** The outbox item of a refused save: a version conflict shows there with keep mine / use current. */
  conflictItem?: string
  /** On an online listing: whether a change of this step applies at once or after a review. */
  effect?: StepEffect
  /** Nothing of it can change (an online hotel's parts): the fields are shown, not editable. */
  readOnly?: boolean
}

export type StepEffect = 'atOnce' | 'review' | 'reviewButUnits' | 'addressReview'

/** One step of the publishing flow: its fields, the form's message and "Save and continue". */
export function StepCard({ title, intro, ready, pending, saving, formIssue, onSubmit, children, last, conflictItem, effect, readOnly = false }: StepCardProps) {
  const offline = useOffline()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Card title={title} titleAs="h2">
      {intro && <p className="mb-4 text-sm text-gray-700">{intro}</p>}
      {effect && <EffectNote effect={effect} />}
      {conflictItem && (
        <Suspense fallback={null}>
          <ItemConflict item={conflictItem} />
        </Suspense>
      )}
      {!ready ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
            {children}
          </fieldset>
          {formIssue && <FieldError messageKey={formIssue.key} params={formIssue.params} />}
          {!readOnly && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 pt-4">
              <PendingNote pending={pending} offline={offline} testId="step-pending" />
              <Button type="submit" loading={saving}>
                {last ? <Trans>Save</Trans> : <Trans>Save and continue</Trans>}
              </Button>
            </div>
          )}
        </form>
      )}
    </Card>
  )
}

/** What happens to a change of this step on an online listing (business rules 4). */
export function EffectNote({ effect }: { effect: StepEffect }) {
  return (
    <p className="mb-4 rounded-md border border-blue-200 bg-blue-50 p-2 text-sm text-blue-900" data-testid="change-effect" data-effect={effect}>
      {effect === 'atOnce' && <Trans>This listing is online: a change here applies at once.</Trans>}
      {effect === 'review' && (
        <Trans>This listing is online: a change here goes live after review. When you are done, submit your changes for review.</Trans>
      )}
      {effect === 'reviewButUnits' && (
        <Trans>
          This listing is online: the number of similar units changes at once, the rest goes live after review. Submit your
          changes for review when you are done.
        </Trans>
      )}
      {effect === 'addressReview' && (
        <Trans>This listing is online: a new address goes live after its own review. Submit it for review when you are done.</Trans>
      )}
    </p>
  )
}
