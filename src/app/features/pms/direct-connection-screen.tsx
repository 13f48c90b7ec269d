import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { PmsConnection } from '../../../domain/pms/endpoints'
import { OPEN_API_PREFIX } from '../../../domain/pms/open-api'
import { PMS_LIMITS } from '../../../domain/pms/rules'
import { hotelQueries } from '../../data/hotel-queries'
import { useAuthInfo } from '../../data/identity'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { cx } from '../../ui/cx'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure, useFormErrors, type FormMessage } from '../../ui/form-errors'
import { QueryBody } from '../../ui/query-body'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'
import { CONNECTION_STATE_TEXTS, PARTNER_TEXTS, pmsQueries } from './pms-queries'
import { WebhookSection } from './webhook-section'

/**
 * house/directConnection (issue 20, decision 0064): the host's connections with property-
 * management systems (waiting for opening, then connected), the keys their PMS calls the open
 * API with (a new one shown once), and a store connected with a partner.
 */
export function DirectConnectionScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Direct connection`)
  const connections = useQuery(pmsQueries.connections())
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900"><Trans>Direct connection</Trans></h1>
        <p className="mt-1 text-sm text-gray-800">
          <Trans>
            Link your property-management system (PMS) or channel manager: it keeps the prices and availability of the rooms you bind,
            and receives your orders.
          </Trans>
        </p>
      </div>
      <section aria-labelledby="pms-connections" className="flex flex-col gap-3">
        <h2 id="pms-connections" className="text-lg font-semibold text-gray-900"><Trans>Your connections</Trans></h2>
        <QueryBody
          query={connections}
          failed={<Trans>The connections could not be loaded. Check the connection and try again.</Trans>}
          isEmpty={(list) => list.length === 0}
          empty={<Trans>No store is connected yet.</Trans>}
        >
          {(list) => (
            <ul className="flex flex-col gap-3" data-testid="pms-connections">
              {list.map((connection) => <ConnectionCard key={connection.connectionId} connection={connection} />)}
            </ul>
          )}
        </QueryBody>
      </section>
      <ConnectForm connected={new Set((connections.data ?? []).map((c) => c.storeId))} />
      <p className="text-sm text-gray-800">
        <Trans>For your PMS provider:</Trans>{' '}
        <a href={`${OPEN_API_PREFIX}/docs`} className="font-medium text-brand-800 underline" target="_blank" rel="noreferrer">
          <Trans>the open API reference</Trans>
        </a>
      </p>
    </div>
  )
}

function ConnectionCard({ connection }: { connection: PmsConnection }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' })
  const connected = connection.state === 'connected'
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="pms-connection" data-state={connection.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-gray-900">{connection.storeName}</p>
          <p className="text-sm text-gray-800">{connection.partnerName} · <Trans>PMS hotel code {connection.pmsHotelCode}</Trans></p>
        </div>
        <span
          className={cx('inline-flex items-center rounded px-2 py-0.5 text-xs font-medium', connected ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900')}
          data-testid="pms-state"
        >
          {i18n._(CONNECTION_STATE_TEXTS[connection.state])}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div><dt className="inline text-gray-700"><Trans>Asked for</Trans>: </dt><dd className="inline">{date(connection.createdAt)}</dd></div>
        {connection.openedAt !== null && <div><dt className="inline text-gray-700"><Trans>Opened</Trans>: </dt><dd className="inline">{date(connection.openedAt)}</dd></div>}
        <div>
          <dt className="inline text-gray-700"><Trans>PMS rooms</Trans>: </dt>
          <dd className="inline" data-testid="pms-room-counts">
            {t`${connection.rooms.bound} bound`} · {t`${connection.rooms.unbound} to bind`} · {t`${connection.rooms.notBindable} not bindable`}
          </dd>
        </div>
        <div>
          <dt className="inline text-gray-700"><Trans>Last call of the PMS</Trans>: </dt>
          <dd className="inline">{connection.lastCallAt === null ? t`None yet` : date(connection.lastCallAt)}</dd>
        </div>
        {connection.sync && (
          <div className="sm:col-span-2" data-testid="pms-sync">
            <dt className="inline text-gray-700"><Trans>Hourly pull from the PMS</Trans>: </dt>
            <dd className="inline">
              {connection.sync.lastAt === null ? t`not yet` : date(connection.sync.lastAt)}
              {connection.sync.error && <span className="ml-1 font-medium text-red-800" role="status">{text(connection.sync.error)}</span>}
            </dd>
          </div>
        )}
      </dl>
      {connected ? (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild size="sm" variant="secondary">
              <Link to="/house/directConnection/linkHouse" search={{ connectionId: connection.connectionId }}><Trans>Rooms and binding</Trans></Link>
            </Button>
            <Button asChild size="sm" variant="secondary">
              <Link to="/house/directConnection/orderList" search={{ connectionId: connection.connectionId, page: 1 }}><Trans>Orders</Trans></Link>
            </Button>
          </div>
          <Keys connection={connection} />
          <WebhookSection connectionId={connection.connectionId} />
        </>
      ) : (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="pms-waiting">
          <Trans>The platform opens the connection after checking it with {connection.partnerName}. Then you can create a key for the PMS and bind rooms.</Trans>
        </p>
      )}
    </li>
  )
}

/** The connection's keys: a new one shown once, the others by their first characters; revoked for good. */
function Keys({ connection }: { connection: PmsConnection }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const offline = useOffline()
  const text = useMessageText()
  const toast = useToast()
  const [shown, setShown] = useState<string | null>(null)
  const [revoking, setRevoking] = useState<string | null>(null)
  const [error, setError] = useState<FormMessage | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: pmsQueries.all })
  const create = useMutation({
    mutationFn: () => call('pmsKeyCreate', { connectionId: connection.connectionId }, { hideMessage: true }),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      setShown(answer.key)
      void refresh()
    },
    onError: (failure) => setError(errorsFromFailure(failure, []).form),
  })
  const revoke = useMutation({
    mutationFn: (keyId: string) => call('pmsKeyRevoke', { connectionId: connection.connectionId, keyId }, { hideMessage: true }),
    onSuccess: () => {
      toast.show(t`The key is revoked: the PMS can no longer call with it.`, 'success')
      void refresh()
    },
    onError: (failure) => setError(errorsFromFailure(failure, []).form),
  })
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' })
  const active = connection.keys.filter((k) => k.revokedAt === null).length
  return (
    <section aria-label={t`API keys`} className="mt-4 border-t border-gray-100 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-gray-900"><Trans>API keys</Trans></h3>
        <Button size="sm" onClick={() => create.mutate()} disabled={offline || create.isPending || active >= PMS_LIMITS.activeKeys} title={offline ? t`Needs a connection` : undefined}>
          <Trans>Create a key</Trans>
        </Button>
      </div>
      {active >= PMS_LIMITS.activeKeys && <p className="mt-1 text-xs text-gray-700"><Trans>At most {PMS_LIMITS.activeKeys} keys at once: revoke one to create another.</Trans></p>}
      {error && <p role="alert" className="mt-2 text-sm text-red-800">{text(error.key, error.params)}</p>}
      {connection.keys.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700"><Trans>No key yet: the PMS needs one to call the open API.</Trans></p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-gray-100 text-sm" data-testid="pms-keys">
          {connection.keys.map((key) => (
            <li key={key.keyId} className="flex flex-wrap items-center justify-between gap-2 py-2" data-revoked={key.revokedAt !== null}>
              <span>
                <code className="font-mono">{key.prefix}…</code>{' '}
                <span className="text-xs text-gray-700">
                  {key.revokedAt !== null
                    ? t`revoked ${date(key.revokedAt)}`
                    : key.lastUsedAt === null ? t`created ${date(key.createdAt)}, not used yet` : t`created ${date(key.createdAt)}, last used ${date(key.lastUsedAt)}`}
                </span>
              </span>
              {key.revokedAt === null && (
                <Button size="sm" variant="danger" onClick={() => setRevoking(key.keyId)} disabled={offline || revoke.isPending}>
                  <Trans>Revoke</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t`Revoke this key?`}
        description={t`The PMS can no longer call with it, for good. Give it a new key first if it should keep working.`}
        cancelLabel={t`Cancel`}
        confirmLabel={t`Revoke`}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking)
          setRevoking(null)
        }}
      />
      <Dialog
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={t`Your new API key`}
        description={t`Copy it now and give it to your PMS provider: it is shown only this once.`}
        footer={<Button onClick={() => setShown(null)}><Trans>Done</Trans></Button>}
      >
        <TextField label={t`API key`} value={shown ?? ''} readOnly data-testid="pms-new-key" onFocus={(event) => event.currentTarget.select()} />
        <Button
          className="mt-2"
          size="sm"
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(shown ?? '').then(() => toast.show(t`Copied`, 'success'), () => undefined)}
        >
          <Trans>Copy</Trans>
        </Button>
      </Dialog>
    </section>
  )
}

type ConnectField = 'partnerId' | 'storeId' | 'pmsHotelCode'
const CONNECT_FIELDS: readonly ConnectField[] = ['partnerId', 'storeId', 'pmsHotelCode']

/** Connecting a store: the partner, one of the host's online stores not connected yet, the PMS's code of the hotel. */
function ConnectForm({ connected }: { connected: ReadonlySet<string> }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const offline = useOffline()
  const toast = useToast()
  const partners = useQuery(pmsQueries.partners())
  const hotels = useQuery(hotelQueries.list())
  const { info } = useAuthInfo()
  const [partnerId, setPartnerId] = useState('')
  const [storeId, setStoreId] = useState('')
  const [code, setCode] = useState('')
  const { errors, setErrors, clearField } = useFormErrors<ConnectField>()
  const stores = (hotels.data ?? []).filter((h) => h.state === 'online' && !connected.has(h.hotelId))
  const connect = useMutation({
    mutationFn: () => call('pmsConnect', { partnerId, storeId, pmsHotelCode: code.trim() }, { hideMessage: true }),
    onSuccess: () => {
      toast.show(t`Asked: the platform opens the connection after checking it with your PMS.`, 'success')
      setPartnerId('')
      setStoreId('')
      setCode('')
      void queryClient.invalidateQueries({ queryKey: pmsQueries.all })
    },
    onError: (failure) => setErrors(errorsFromFailure(failure, CONNECT_FIELDS)),
  })
  const submit = () => {
    const missing: Partial<Record<ConnectField, FormMessage>> = {}
    if (!partnerId) missing.partnerId = { key: 'required' }
    if (!storeId) missing.storeId = { key: 'required' }
    if (!code.trim()) missing.pmsHotelCode = { key: 'required' }
    if (Object.keys(missing).length > 0) return setErrors({ fields: missing, form: null })
    connect.mutate()
  }
  return (
    <section aria-labelledby="pms-connect" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="pms-connect" className="text-lg font-semibold text-gray-900"><Trans>Connect a store</Trans></h2>
      {hotels.isSuccess && hotels.data.length === 0 ? (
        info?.isOverSea ? (
          // the publish entry's rule: an overseas account is not offered a hotel, so no link to a flow it cannot use
          <p className="mt-2 text-sm text-gray-800" data-testid="pms-no-hotel">
            <Trans>Direct connection links a PMS to a hotel store in mainland China: hotels are not published from an overseas account.</Trans>
          </p>
        ) : (
          <p className="mt-2 text-sm text-gray-800" data-testid="pms-no-hotel">
            <Trans>Direct connection links a PMS to a hotel store: publish your hotel first.</Trans>{' '}
            <Link to="/hotel-publish" className="font-medium text-brand-800 underline"><Trans>Publish a hotel</Trans></Link>
          </p>
        )
      ) : hotels.isSuccess && stores.length === 0 ? (
        <p className="mt-2 text-sm text-gray-800" data-testid="pms-no-store">
          <Trans>Only an online store can be connected, one connection each: none of your stores is left to connect.</Trans>
        </p>
      ) : (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
          noValidate
        >
          <Select
            label={t`PMS partner`}
            value={partnerId}
            onValueChange={(value) => {
              setPartnerId(value)
              clearField('partnerId')
            }}
            options={(partners.data ?? []).map((p) => ({ value: p.partnerId, label: p.name }))}
            placeholder={t`Choose`}
            error={errors.fields.partnerId?.key ?? null}
          />
          <Select
            label={t`Store`}
            value={storeId}
            onValueChange={(value) => {
              setStoreId(value)
              clearField('storeId')
            }}
            options={stores.map((h) => ({ value: h.hotelId, label: h.name }))}
            placeholder={t`Choose`}
            error={errors.fields.storeId?.key ?? null}
          />
          <TextField
            label={t`The PMS's hotel code`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value)
              clearField('pmsHotelCode')
            }}
            maxLength={40}
            error={errors.fields.pmsHotelCode?.key ?? null}
            errorParams={errors.fields.pmsHotelCode?.params}
          />
          <div className="sm:col-span-3">
            <FieldError id="pms-connect-error" messageKey={errors.form?.key} params={errors.form?.params} />
            <Button type="submit" disabled={offline || connect.isPending} title={offline ? t`Needs a connection` : undefined}><Trans>Ask to connect</Trans></Button>
          </div>
        </form>
      )}
      {partners.data && (
        <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2" aria-label={t`Partners`}>
          {partners.data.map((p) => (
            <li key={p.partnerId} className="rounded-md bg-gray-50 p-2">
              <span className="font-medium text-gray-900">{p.name}</span>
              <span className="block text-xs text-gray-700">{i18n._(PARTNER_TEXTS[p.partnerId])}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
