import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { NO_VALIDITY } from '../../../domain/payout/rules'
import type { PayoutAccountDetail, PayoutAccountDetails } from '../../../domain/payout/schemas'
import { canEditPayoutAccount, type PayoutAccountType } from '../../../domain/payout/states'
import { MerchantGated } from '../../shell/merchant-gate'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { FieldError } from '../../ui/field-error'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { Spinner } from '../../ui/spinner'
import { LockedPayoutAccount } from './payout-account-locked'
import { PayoutAccountSection } from './payout-account-section'
import { PayoutAgreement } from './payout-agreement'
import { PayoutBankSection } from './payout-bank-section'
import { PayoutFormDialogs } from './payout-form-dialogs'
import { PayoutLicenceSection } from './payout-licence-section'
import { PayoutPasswordSection } from './payout-password-section'
import { PayoutPersonSection } from './payout-person-section'
import { payoutQueries } from './payout-queries'
import { usePayoutForm } from './use-payout-form'

export type PayoutEditSearch = { id?: string; type?: PayoutAccountType }

/**
 * settle/merchantEdit (issue 15; decisions 0044, 0045): adds or corrects a payout account. Every
 * rule of business rules 5 is checked as the host leaves a field and again before submit (the
 * server refuses the same values with the same keys); the reserved phone is proved by the code
 * the bank sends to it, a changed one also by the old number's; the payment service agreement
 * is accepted before submit, and submit asks for a confirmation. Leaving with unsaved changes
 * asks first. The form is never kept on the device (ID and card numbers): it lives on the server
 * as a draft.
 */
export function PayoutEditScreen({ search }: { search: PayoutEditSearch }) {
  const { t } = useLingui()
  useDocumentTitle(search.id ? t`Edit payout account` : t`Add a payout account`)
  return (
    <MerchantGated mainlandOnly>
      {search.id ? <EditExisting id={search.id} /> : <PayoutForm key="new" detail={null} initial={blankAccount(search.type ?? 'private')} />}
    </MerchantGated>
  )
}

function EditExisting({ id }: { id: string }) {
  const detail = useQuery(payoutQueries.detail(id))
  const needsNetwork = useNeedsNetwork(detail)
  if (needsNetwork) return <NeedsNetwork onRetry={() => void detail.refetch()} />
  if (detail.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl p-6 text-sm text-red-800">
        <Trans>This payout account could not be loaded.</Trans>
      </p>
    )
  }
  if (!detail.data) {
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    )
  }
  if (!canEditPayoutAccount(detail.data.state)) return <LockedPayoutAccount detail={detail.data} />
  return <PayoutForm key={`${id}:${detail.data.version}`} detail={detail.data} initial={detail.data.details} />
}

function PayoutForm({ detail, initial }: { detail: PayoutAccountDetail | null; initial: PayoutAccountDetails }) {
  const form = usePayoutForm({ detail, initial })
  const { formRef, onSubmit, isPublic, formError, saveDraft, save } = form

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6" data-testid="payout-form">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">
          {detail ? <Trans>Edit payout account</Trans> : <Trans>Add a payout account</Trans>}
        </h1>
        <p className="mt-1 text-sm text-gray-700">
          <Trans>Fields marked * are required. Staff review the account in about half a working day.</Trans>
        </p>
      </div>
      {detail?.state === 'rejected' && detail.rejectReason && (
        <p role="status" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <Trans>Not approved: {detail.rejectReason}</Trans>
        </p>
      )}

      <PayoutAccountSection form={form} />

      {isPublic && <PayoutLicenceSection form={form} />}

      <PayoutPersonSection form={form} />

      <PayoutBankSection form={form} />

      <PayoutPasswordSection form={form} />

      <PayoutAgreement form={form} />

      {formError && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2" data-testid="payout-form-error">
          <FieldError messageKey={formError.key} params={formError.params} />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={saveDraft} loading={save.isPending && save.variables === false} disabled={save.isPending}>
          <Trans>Save draft</Trans>
        </Button>
        <Button type="submit" loading={save.isPending && save.variables === true} disabled={save.isPending}>
          <Trans>Submit for review</Trans>
        </Button>
      </div>

      <PayoutFormDialogs form={form} />
    </form>
  )
}

function blankAccount(accountType: PayoutAccountType): PayoutAccountDetails {
  return {
    accountType, shortName: '', email: '', companyKind: 'enterprise', licenceType: 'unified', companyName: '',
    registeredAddress: '', creditCode: '', registrationNumber: '', licenceValidity: NO_VALIDITY, licencePhoto: '',
    orgCode: '', orgCodeValidity: NO_VALIDITY, orgCodePhoto: '', taxNumber: '', taxPhoto: '', personName: '',
    idNumber: '', idValidity: NO_VALIDITY, idFrontPhoto: '', idBackPhoto: '', bankName: '', bankBranch: '',
    bankProvince: '', bankCity: '', cardNumber: '', holderName: '', reservedPhone: '', invoiceProvider: '',
    agreementAccepted: false,
  }
}
