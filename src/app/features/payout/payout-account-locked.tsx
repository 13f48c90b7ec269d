import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { bankLabel } from '../../../domain/payout/banks'
import type { PayoutAccountDetail } from '../../../domain/payout/schemas'
import { Button, buttonClasses } from '../../ui/button'
import { Card } from '../../ui/card'

/** An approved account, or one under review: its details shown, not editable (business rules 4). */
export function LockedPayoutAccount({ detail }: { detail: PayoutAccountDetail }) {
  const { t, i18n } = useLingui()
  const details = detail.details
  const card = details.cardNumber.replace(/\s+/g, '')
  const rows: Array<[string, string]> = [
    [t`Account type`, details.accountType === 'public' ? t`Public (company)` : t`Private (individual)`],
    ...(details.accountType === 'public' ? [[t`Company name on the licence`, details.companyName] as [string, string]] : []),
    [t`Account name`, details.holderName],
    [t`Bank`, `${bankLabel(details.bankName, i18n.locale)} · ${details.bankBranch}`],
    [t`Card or account number`, card.length > 4 ? `···· ${card.slice(-4)}` : card],
    [t`Contact e-mail`, details.email],
    [t`Who issues invoices for the orders paid to this account`, details.invoiceProvider === 'landlord' ? t`I do` : t`The platform`],
  ]
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{detail.shortName}</h1>
      <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
        {detail.state === 'approved' ? (
          <Trans>This account is approved and cannot be changed. To be paid elsewhere, add another account.</Trans>
        ) : (
          <Trans>Staff are reviewing this account: it can be changed again once they have answered.</Trans>
        )}
      </p>
      <Card>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="payout-account-details">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-700">{label}</dt>
              <dd className="break-words text-gray-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => history.back()}>
          <Trans>Back</Trans>
        </Button>
        {detail.state === 'approved' && (
          <Link to="/settle/merchantlink" search={{ id: detail.id }} className={buttonClasses('secondary', 'md')}>
            <Trans>Stores</Trans>
          </Link>
        )}
      </div>
    </div>
  )
}
