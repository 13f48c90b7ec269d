import { Trans, useLingui } from '@lingui/react/macro'
import { bankLabel } from '../../../domain/payout/banks'
import { withLicenceType } from '../../../domain/payout/rules'
import { verificationWaitMinutes } from '../../../domain/payout/states'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Dialog } from '../../ui/dialog'
import type { PayoutFormState } from './use-payout-form'

/**
 * The questions the payout account form asks: the confirmation of a submit (with a summary of the
 * account), whether to change the licence type and clear what was entered for it, and whether to
 * leave with unsaved changes.
 */
export function PayoutFormDialogs({ form }: { form: PayoutFormState }) {
  const { i18n } = useLingui()
  const { confirming, setConfirming, isPublic, save, value, licenceChange, setLicenceChange, setValue, blocker } = form
  return (
    <>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Submit this account?</Trans>}
        description={
          isPublic ? (
            <Trans>The bank will send a small amount to the account, usually within about {verificationWaitMinutes(Date.now())} minutes. Confirm the amount and its serial number from the payout account list; staff then review it.</Trans>
          ) : (
            <Trans>Staff review it in about half a working day and tell you the result by SMS and a system message. An approved account cannot be changed.</Trans>
          )
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Check again</Trans>
            </Button>
            <Button onClick={() => save.mutate(true)} loading={save.isPending}>
              <Trans>Submit</Trans>
            </Button>
          </>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="payout-confirm-summary">
          <dt className="text-gray-600"><Trans>Account name</Trans></dt>
          <dd className="text-gray-900">{value.holderName}</dd>
          <dt className="text-gray-600"><Trans>Bank</Trans></dt>
          <dd className="text-gray-900">{bankLabel(value.bankName, i18n.locale)} · {value.bankBranch}</dd>
          <dt className="text-gray-600"><Trans>Card</Trans></dt>
          <dd className="text-gray-900 tabular-nums">{groupDigits(value.cardNumber)}</dd>
        </dl>
      </Dialog>

      <ConfirmDialog
        open={licenceChange !== null}
        onOpenChange={(open) => !open && setLicenceChange(null)}
        title={<Trans>Change the licence type?</Trans>}
        description={<Trans>The codes, validities and scans of the licence you entered are cleared. The company name and address stay.</Trans>}
        cancelLabel={<Trans>Keep</Trans>}
        confirmLabel={<Trans>Change and clear</Trans>}
        onConfirm={() => {
          if (licenceChange) setValue((current) => withLicenceType(current, licenceChange))
          setLicenceChange(null)
        }}
      />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => !open && blocker.status === 'blocked' && blocker.reset()}
        title={<Trans>Leave without saving?</Trans>}
        description={<Trans>The changes to this payout account are not saved. Save a draft to keep them.</Trans>}
        cancelLabel={<Trans>Stay</Trans>}
        confirmLabel={<Trans>Leave</Trans>}
        onConfirm={() => blocker.status === 'blocked' && blocker.proceed()}
      />
    </>
  )
}

function groupDigits(card: string): string {
  return card.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ')
}
