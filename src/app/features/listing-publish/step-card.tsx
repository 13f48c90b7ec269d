import type { FormEvent, ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { FieldError } from '../../ui/field-error'
import type { FormMessage } from '../../ui/form-errors'
import { PendingNote } from '../../ui/pending-note'
import { Spinner } from '../../ui/spinner'
import { ItemConflict } from '../../shell/item-conflict'
import { useOffline } from '../../shell/pwa-network'

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
}

/** One step of the publishing flow: its fields, the form's message and "Save and continue". */
export function StepCard({ title, intro, ready, pending, saving, formIssue, onSubmit, children, last, conflictItem }: StepCardProps) {
  const offline = useOffline()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Card title={title} titleAs="h2">
      {intro && <p className="mb-4 text-sm text-gray-700">{intro}</p>}
      {conflictItem && <ItemConflict item={conflictItem} />}
      {!ready ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {children}
          {formIssue && <FieldError messageKey={formIssue.key} params={formIssue.params} />}
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 pt-4">
            <PendingNote pending={pending} offline={offline} testId="step-pending" />
            <Button type="submit" loading={saving}>
              {last ? <Trans>Save</Trans> : <Trans>Save and continue</Trans>}
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}
