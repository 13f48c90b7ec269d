import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { newIdempotencyKey } from '../../../client/idempotency-key'
import type { PayoutAccountSummary, PayoutChannel } from '../../../domain/payout/schemas'
import { QrCode } from '../../shell/qr-code'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure } from '../../ui/form-errors'
import type { FormErrors } from '../../ui/form-errors'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { payoutQueries } from './payout-queries'

/**
 * Where an approved private account's money may go besides its bank card (decision 0083): the
 * holder's WeChat (authorised by scanning a QR code) and Alipay (an account Alipay confirms is
 * theirs). The wallet's withdrawal offers each.
 */
export function PayoutChannels({ account }: { account: PayoutAccountSummary }) {
  const [adding, setAdding] = useState<'wechat' | 'alipay' | null>(null)
  const offline = useOffline()
  const { t } = useLingui()
  const wechat = account.channels.find((c) => c.kind === 'wechat')
  const alipay = account.channels.find((c) => c.kind === 'alipay')
  const needsConnection = offline ? t`Needs a connection` : undefined
  return (
    <div className="mt-3 rounded-md bg-gray-50 p-3" data-testid="payout-channels">
      <p className="text-sm font-medium text-gray-900">
        <Trans>Withdrawals to this account may also go to</Trans>
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        <ChannelRow kind="wechat" channel={wechat} onAdd={() => setAdding('wechat')} disabled={offline} title={needsConnection} />
        <ChannelRow kind="alipay" channel={alipay} onAdd={() => setAdding('alipay')} disabled={offline} title={needsConnection} />
      </ul>
      {adding === 'wechat' && <WechatDialog account={account} onClose={() => setAdding(null)} />}
      {adding === 'alipay' && <AlipayDialog account={account} onClose={() => setAdding(null)} />}
    </div>
  )
}

function ChannelRow({ kind, channel, onAdd, disabled, title }: {
  kind: 'wechat' | 'alipay'; channel: PayoutChannel | undefined; onAdd: () => void; disabled: boolean; title: string | undefined
}) {
  const name = kind === 'wechat' ? <Trans>WeChat</Trans> : <Trans>Alipay</Trans>
  return (
    <li className="flex flex-wrap items-center justify-between gap-2" data-testid={`channel-${kind}`} data-bound={channel ? 'yes' : 'no'}>
      <span className="min-w-0 text-sm text-gray-800">
        <span className="font-medium">{name}</span>
        {channel ? (
          <span className="break-all"> · {channel.realName} · {channel.masked}</span>
        ) : (
          <span className="text-gray-600"> · <Trans>not added</Trans></span>
        )}
      </span>
      <span className="flex gap-2">
        {channel && <RemoveChannel channel={channel} disabled={disabled} title={title} />}
        <Button size="sm" variant="secondary" onClick={onAdd} disabled={disabled} title={title}>
          {channel ? <Trans>Change</Trans> : kind === 'wechat' ? <Trans>Add WeChat</Trans> : <Trans>Add Alipay</Trans>}
        </Button>
      </span>
    </li>
  )
}

function RemoveChannel({ channel, disabled, title }: { channel: PayoutChannel; disabled: boolean; title: string | undefined }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const text = useMessageText()
  const { t } = useLingui()
  const remove = useMutation({
    mutationFn: () => call('payoutChannelRemove', { id: channel.id }, { hideMessage: true, idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payoutQueries.all })
      void queryClient.invalidateQueries({ queryKey: ['wallet'] })
      toast.show(t`Removed: withdrawals no longer go there.`, 'success')
    },
    onError: (failure) => {
      const form = errorsFromFailure(failure, []).form
      toast.show(form ? text(form.key, form.params) : t`It could not be removed. Try again.`, 'error')
    },
  })
  return (
    <Button size="sm" variant="ghost" onClick={() => remove.mutate()} loading={remove.isPending} disabled={disabled} title={title}>
      <Trans>Remove</Trans>
    </Button>
  )
}

/**
 * The WeChat authorisation: a QR code for the host to scan with WeChat and authorise there. The
 * screen asks where it stands every 2 s (waiting, scanned, authorised, expired, refused) and
 * offers a new code once it expired or was refused.
 */
function WechatDialog({ account, onClose }: { account: PayoutAccountSummary; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const toast = useToast()
  const create = useMutation({
    mutationFn: () => call('wechatAuthCreate', { id: account.id }, { hideMessage: true }),
  })
  const { mutate: start } = create
  // the first code as the dialog opens; "New code" asks for another
  useEffect(() => start(), [start])
  const ticket = create.data?.ticket
  const loop = useQuery({
    ...payoutQueries.wechatLoop(ticket ?? ''),
    enabled: ticket !== undefined,
  })
  const state = loop.data?.state
  const authorised = state === 'authorised'
  // said once per code, however often the screen renders after
  const announced = useRef<string | null>(null)
  useEffect(() => {
    if (!authorised || announced.current === ticket) return
    announced.current = ticket ?? null
    void queryClient.invalidateQueries({ queryKey: payoutQueries.list().queryKey })
    void queryClient.invalidateQueries({ queryKey: ['wallet'] })
    toast.show(t`WeChat added: withdrawals to this account may now go to it.`, 'success')
  }, [authorised, ticket, queryClient, toast, t])
  const again = () => create.mutate()
  const over = state === 'expired' || state === 'refused'
  const expiresAt = create.data ? new Date(create.data.expiresAt).toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' }) : ''
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={<Trans>Add WeChat to {account.shortName}</Trans>}
      description={<Trans>Scan the code with WeChat on your phone and authorise there. Only a WeChat in your own verified real name can receive your income.</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {state === 'authorised' ? <Trans>Done</Trans> : <Trans>Close</Trans>}
          </Button>
          {over && (
            <Button onClick={again} loading={create.isPending}>
              <Trans>New code</Trans>
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col items-center gap-3" data-testid="wechat-auth" data-state={create.isError ? 'failed' : (state ?? 'loading')}>
        {create.isError ? (
          <CreateFailed failure={create.error} />
        ) : !create.data || !loop.data ? (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        ) : (
          <>
            <div className={over || state === 'authorised' ? 'opacity-25' : undefined}>
              <QrCode value={create.data.qrContent} label={t`WeChat authorisation code`} size={192} />
            </div>
            <WechatState loop={loop.data} />
            {!over && state !== 'authorised' && (
              <p className="text-center text-xs text-gray-600">
                <Trans>Valid until {expiresAt}.</Trans>{' '}
                <span className="break-all">
                  <Trans>Ticket:</Trans> <span className="font-mono" data-testid="wechat-ticket">{create.data.ticket}</span>
                </span>
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  )
}

function CreateFailed({ failure }: { failure: unknown }) {
  const form = errorsFromFailure(failure, []).form
  return form ? <FieldError messageKey={form.key} params={form.params} /> : <FieldError messageKey="operationFailed" />
}

type Loop = { state: string; refusal: string | null; wechatName: string | null; channel: PayoutChannel | null }

function WechatState({ loop }: { loop: Loop }) {
  const wechatName = loop.wechatName ?? ''
  const box = 'w-full rounded-md p-3 text-center text-sm'
  switch (loop.state) {
    case 'waiting':
      return <p role="status" className={`${box} bg-gray-100 text-gray-800`}><Trans>Waiting for you to scan the code with WeChat…</Trans></p>
    case 'scanned':
      return <p role="status" className={`${box} bg-brand-50 text-gray-900`}><Trans>Scanned. Confirm the authorisation in WeChat on your phone.</Trans></p>
    case 'authorised':
      return (
        <p role="status" className={`${box} bg-green-50 text-green-900`}>
          <Trans>Authorised: WeChat {loop.channel?.realName} ({loop.channel?.masked}) now receives withdrawals to this account.</Trans>
        </p>
      )
    case 'expired':
      return <p role="alert" className={`${box} bg-amber-50 text-amber-900`}><Trans>The code has expired. Get a new code and scan it within 5 minutes.</Trans></p>
    default:
      return loop.refusal === 'nameMismatch' ? (
        <p role="alert" className={`${box} bg-red-50 text-red-900`}>
          <Trans>Refused: this WeChat is in the name {wechatName}, not your verified real name. Only your own WeChat can receive your income.</Trans>
        </p>
      ) : (
        <p role="alert" className={`${box} bg-red-50 text-red-900`}><Trans>The authorisation was refused in WeChat.</Trans></p>
      )
  }
}

type AlipayFields = 'account' | 'name'

/**
 * The Alipay account check: the account (mobile or e-mail) and the holder's name; Alipay says
 * whether the account exists and is held in that name. A match makes it the account's channel.
 */
function AlipayDialog({ account, onClose }: { account: PayoutAccountSummary; onClose: () => void }) {
  const { t } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [alipay, setAlipay] = useState('')
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<FormErrors<AlipayFields>>({ fields: {}, form: null })
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const check = useMutation({
    mutationFn: () => call('alipayAccountCheck', { id: account.id, account: alipay.trim(), name: name.trim() }, { hideMessage: true, idempotencyKey }),
    onSuccess: (answer) => {
      setIdempotencyKey(newIdempotencyKey())
      void queryClient.invalidateQueries({ queryKey: payoutQueries.list().queryKey })
      void queryClient.invalidateQueries({ queryKey: ['wallet'] })
      toast.show(t`Alipay confirmed the account (${answer.channel.masked}, ${answer.channel.realName}): withdrawals may now go to it.`, 'success')
      onClose()
    },
    onError: (failure) => {
      setIdempotencyKey(newIdempotencyKey())
      setErrors(errorsFromFailure(failure, ['account', 'name'] as const))
    },
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const fields: FormErrors<AlipayFields>['fields'] = {}
    if (!alipay.trim()) fields.account = { key: 'required' }
    if (!name.trim()) fields.name = { key: 'required' }
    setErrors({ fields, form: null })
    if (!fields.account && !fields.name) check.mutate()
  }
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={<Trans>Add Alipay to {account.shortName}</Trans>}
      description={<Trans>Alipay checks that the account exists and is held in your name. You may check 10 times a day.</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="alipay-form" loading={check.isPending}>
            <Trans>Check and add</Trans>
          </Button>
        </>
      }
    >
      <form id="alipay-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-3" data-testid="alipay-form">
        <TextField
          label={t`Alipay account (mobile or e-mail)`}
          autoComplete="off"
          value={alipay}
          onChange={(event) => {
            setAlipay(event.target.value)
            setErrors({ fields: {}, form: null })
          }}
          error={errors.fields.account?.key ?? null}
          {...(errors.fields.account?.params ? { errorParams: errors.fields.account.params } : {})}
        />
        <TextField
          label={t`Account holder's real name`}
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setErrors({ fields: {}, form: null })
          }}
          error={errors.fields.name?.key ?? null}
          {...(errors.fields.name?.params ? { errorParams: errors.fields.name.params } : {})}
        />
        {errors.form && <FieldError messageKey={errors.form.key} params={errors.form.params} />}
      </form>
    </Dialog>
  )
}
