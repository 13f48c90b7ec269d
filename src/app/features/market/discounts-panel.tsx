import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { checkDiscount } from '../../../domain/listing/terms-rules'
import type { ListingDiscounts } from '../../../domain/promotion/endpoints'
import { useOffline } from '../../shell/pwa-network'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { QueryBody } from '../../ui/query-body'
import { TextField } from '../../ui/text-field'
import { StateBadge } from './market-parts'
import { marketQueries } from './market-queries'

type Program = 'longStay' | 'house'

/**
 * The discount programs (decision 0058): each B&B listing's long-term (long-stay) discount and
 * house (early-bird) discount, joined, changed or left here; the listing discount rules apply
 * (a longer stay needs a bigger discount; 1.0-9.5, early bird up to 9.9).
 */
export function DiscountsPanel() {
  const discounts = useQuery(marketQueries.discounts())
  return (
    <QueryBody
      query={discounts}
      failed={<Trans>The discounts could not be loaded. Check the connection and try again.</Trans>}
      isEmpty={(d) => d.list.length === 0}
      empty={<Trans>You have no B&B listing that passed review yet.</Trans>}
    >
      {(d) => (
        <ul className="flex flex-col gap-3" data-testid="discount-listings">
          {d.list.map((listing) => <ListingDiscountCard key={listing.luId} listing={listing} />)}
        </ul>
      )}
    </QueryBody>
  )
}

/** "9.0" as a discount and its percent off. */
function DiscountText({ zhe }: { zhe: number }) {
  const { i18n } = useLingui()
  const off = 100 - Math.round(zhe * 10)
  return <Trans>{i18n.number(zhe, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ({off}% off)</Trans>
}

function ListingDiscountCard({ listing }: { listing: ListingDiscounts }) {
  const { t } = useLingui()
  const offline = useOffline()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Program | null>(null)
  const [leaving, setLeaving] = useState<Program | null>(null)
  const [error, setError] = useState<FormMessage | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (write: () => Promise<ListingDiscounts>) => {
    setBusy(true)
    setError(null)
    try {
      const answer = await write()
      queryClient.setQueryData(marketQueries.discounts().queryKey, (old: { list: ListingDiscounts[] } | undefined) =>
        old ? { list: old.list.map((l) => (l.luId === answer.luId ? answer : l)) } : old)
      setEditing(null)
    } catch (failure) {
      setError(errorsFromFailure(failure, []).form)
      void queryClient.invalidateQueries({ queryKey: marketQueries.discounts().queryKey })
    } finally {
      setBusy(false)
    }
  }
  const longJoined = listing.stayTiers.length > 0
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="discount-listing" data-lu={listing.luId}>
      <p className="font-semibold text-gray-900">{listing.title}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <section aria-label={t`Long-term discount`} className="flex flex-col gap-2" data-testid="long-stay">
          <div className="flex items-center gap-2">
            <h3 className="text-sm font-semibold text-gray-900"><Trans>Long-term discount</Trans></h3>
            <StateBadge state={longJoined ? 'registered' : 'available'} label={longJoined ? t`Joined` : t`Not joined`} />
          </div>
          {longJoined ? (
            <ul className="text-sm text-gray-800">
              {listing.stayTiers.map((tier) => (
                <li key={tier.nights}><Trans>{tier.nights}+ nights</Trans>: <DiscountText zhe={tier.discount} /></li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-gray-700"><Trans>A discount for stays from a number of nights on; longer stays need bigger discounts.</Trans></p>
          )}
          {editing === 'longStay' ? (
            <TierEditor listing={listing} busy={busy} onCancel={() => setEditing(null)}
              onSave={(stayTiers) => send(() => call('longStaySignUp', { luId: listing.luId, version: listing.version, stayTiers }, { hideMessage: true }))} />
          ) : (
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={offline || busy} onClick={() => setEditing('longStay')}>{longJoined ? <Trans>Change</Trans> : <Trans>Join</Trans>}</Button>
              {longJoined && <Button size="sm" variant="ghost" disabled={offline || busy} onClick={() => setLeaving('longStay')}>{t({ message: 'Leave', context: 'discount program' })}</Button>}
            </div>
          )}
        </section>
        <section aria-label={t`House discount`} className="flex flex-col gap-2" data-testid="house-discount">
          <div className="flex items-center gap-2">
            <h3 className="text-sm font-semibold text-gray-900"><Trans>House discount (early bird)</Trans></h3>
            <StateBadge state={listing.earlyBird ? 'registered' : 'available'} label={listing.earlyBird ? t`Joined` : t`Not joined`} />
          </div>
          {listing.earlyBird ? (
            <p className="text-sm text-gray-800"><Trans>Booked {listing.earlyBird.days}+ days ahead</Trans>: <DiscountText zhe={listing.earlyBird.discount} /></p>
          ) : (
            <p className="text-xs text-gray-700"><Trans>A discount for guests who book well ahead.</Trans></p>
          )}
          {editing === 'house' ? (
            <EarlyBirdEditor listing={listing} busy={busy} onCancel={() => setEditing(null)}
              onSave={(earlyBird) => send(() => call('houseDiscountSignUp', { luId: listing.luId, version: listing.version, earlyBird }, { hideMessage: true }))} />
          ) : (
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={offline || busy} onClick={() => setEditing('house')}>{listing.earlyBird ? <Trans>Change</Trans> : <Trans>Join</Trans>}</Button>
              {listing.earlyBird && <Button size="sm" variant="ghost" disabled={offline || busy} onClick={() => setLeaving('house')}>{t({ message: 'Leave', context: 'discount program' })}</Button>}
            </div>
          )}
        </section>
      </div>
      {error && <FieldError messageKey={error.key} params={error.params} />}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => { if (!open) setLeaving(null) }}
        title={leaving === 'longStay' ? t`Leave the long-term discount?` : t`Leave the house discount?`}
        description={t`New bookings of “${listing.title}” no longer get it. Orders already booked keep their price.`}
        cancelLabel={t`Keep it`}
        confirmLabel={t({ message: 'Leave', context: 'discount program' })}
        onConfirm={() => {
          const program = leaving
          setLeaving(null)
          if (program === 'longStay') void send(() => call('longStaySignOut', { luId: listing.luId, version: listing.version }, { hideMessage: true }))
          if (program === 'house') void send(() => call('houseDiscountSignOut', { luId: listing.luId, version: listing.version }, { hideMessage: true }))
        }}
      />
    </li>
  )
}

function TierEditor({ listing, busy, onSave, onCancel }: {
  listing: ListingDiscounts; busy: boolean; onSave: (tiers: Array<{ nights: number; discount: number }>) => void; onCancel: () => void
}) {
  const { t } = useLingui()
  const [rows, setRows] = useState(() => (listing.stayTiers.length > 0 ? listing.stayTiers : [{ nights: 7, discount: 9 }]).map((r) => ({ nights: String(r.nights), discount: String(r.discount) })))
  const [error, setError] = useState<FormMessage | null>(null)
  const save = () => {
    const tiers = rows.map((r) => ({ nights: Number(r.nights), discount: Number(r.discount) }))
    const found = checkDiscount({ stayTiers: tiers })[0]
    if (found) return setError({ key: found.key, params: found.params })
    setError(null)
    onSave(tiers)
  }
  return (
    <div className="flex flex-col gap-2" data-testid="tier-editor">
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-2 gap-2">
          <TextField label={t`From nights`} inputMode="numeric" value={row.nights} onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, nights: e.target.value } : r)))} />
          <TextField label={t`Discount (e.g. 9.0)`} inputMode="decimal" value={row.discount} onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, discount: e.target.value } : r)))} />
        </div>
      ))}
      <FieldError messageKey={error?.key} params={error?.params} />
      <div className="flex flex-wrap gap-2">
        {rows.length < 3 && <Button size="sm" variant="ghost" onClick={() => setRows([...rows, { nights: '', discount: '' }])}><Trans>Add a tier</Trans></Button>}
        <Button size="sm" loading={busy} onClick={save}><Trans>Save</Trans></Button>
        <Button size="sm" variant="ghost" onClick={onCancel}><Trans>Cancel</Trans></Button>
      </div>
    </div>
  )
}

function EarlyBirdEditor({ listing, busy, onSave, onCancel }: {
  listing: ListingDiscounts; busy: boolean; onSave: (earlyBird: { days: number; discount: number }) => void; onCancel: () => void
}) {
  const { t } = useLingui()
  const [days, setDays] = useState(String(listing.earlyBird?.days ?? 30))
  const [discount, setDiscount] = useState(String(listing.earlyBird?.discount ?? 9.5))
  const [error, setError] = useState<FormMessage | null>(null)
  const save = () => {
    const earlyBird = { days: Number(days), discount: Number(discount) }
    const found = checkDiscount({ stayTiers: [], earlyBird })[0]
    if (found) return setError({ key: found.key, params: found.params })
    setError(null)
    onSave(earlyBird)
  }
  return (
    <div className="flex flex-col gap-2" data-testid="early-bird-editor">
      <div className="grid grid-cols-2 gap-2">
        <TextField label={t`Days ahead`} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
        <TextField label={t`Discount (e.g. 9.5)`} inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.target.value)} />
      </div>
      <FieldError messageKey={error?.key} params={error?.params} />
      <div className="flex gap-2">
        <Button size="sm" loading={busy} onClick={save}><Trans>Save</Trans></Button>
        <Button size="sm" variant="ghost" onClick={onCancel}><Trans>Cancel</Trans></Button>
      </div>
    </div>
  )
}
