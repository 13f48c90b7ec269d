import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { PmsRoom, PmsRoomsAnswer } from '../../../domain/pms/endpoints'
import { useMessageText } from '../../shell/message-text'
import { useOffline } from '../../shell/pwa-network'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { cx } from '../../ui/cx'
import { errorsFromFailure, type FormMessage } from '../../ui/form-errors'
import { QueryBody } from '../../ui/query-body'
import { Select } from '../../ui/select'
import { ConnectionChooser } from './connection-chooser'
import { BINDING_STATE_TEXTS, BINDING_TONES, pmsQueries, REASON_TEXTS } from './pms-queries'
import type { PmsConnectionSearch } from './pms-search'

type BindInput = { roomCode: string; ratePlanCode?: string; roomTypeId?: string; productId?: string }

/**
 * house/directConnection/linkHouse (issue 20, decision 0064): the rooms and rate plans the PMS
 * announced, each bound, unbound or not bindable (with why); a room bound to an online room type
 * of the store, a rate plan to a product of that room type.
 */
export function LinkHouseScreen({ search }: { search: PmsConnectionSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Rooms and binding`)
  const queryClient = useQueryClient()
  const rooms = useQuery({ ...pmsQueries.rooms(search.connectionId), enabled: search.connectionId !== '' })
  const [error, setError] = useState<{ roomCode: string; ratePlanCode?: string; message: FormMessage } | null>(null)
  const done = (answer: PmsRoomsAnswer) => {
    queryClient.setQueryData(pmsQueries.rooms(search.connectionId).queryKey, answer)
    void queryClient.invalidateQueries({ queryKey: pmsQueries.connections().queryKey })
  }
  /** A refused bind or unbind: its message next to the room or rate plan it was for. */
  const failedAt = (failure: unknown, input: { roomCode: string; ratePlanCode?: string }) =>
    setError({ roomCode: input.roomCode, ...(input.ratePlanCode ? { ratePlanCode: input.ratePlanCode } : {}), message: errorsFromFailure(failure, []).form ?? { key: 'operationFailed' } })
  const bind = useMutation({
    mutationFn: (input: BindInput) => call('pmsBind', { connectionId: search.connectionId, ...input }, { hideMessage: true }),
    onMutate: () => setError(null),
    onSuccess: done,
    onError: failedAt,
  })
  const unbind = useMutation({
    mutationFn: (input: { roomCode: string; ratePlanCode?: string }) => call('pmsUnbind', { connectionId: search.connectionId, ...input }, { hideMessage: true }),
    onMutate: () => setError(null),
    onSuccess: done,
    onError: failedAt,
  })
  const busy = bind.isPending || unbind.isPending
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <Link to="/house/directConnection" className="text-sm text-brand-800 underline"><Trans>Back to direct connection</Trans></Link>
      <h1 className="text-2xl font-semibold text-gray-900"><Trans>Rooms and binding</Trans></h1>
      {search.connectionId === '' ? <ConnectionChooser page="linkHouse" /> : <QueryBody
        query={rooms}
        failed={<Trans>The rooms could not be loaded. Check the connection and try again.</Trans>}
      >
        {(data) => (
          <>
            <p className="text-sm text-gray-800">
              {data.connection.storeName} · {data.connection.partnerName} · <Trans>PMS hotel code {data.connection.pmsHotelCode}</Trans>
            </p>
            {data.rooms.length === 0 ? (
              <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-800" data-testid="pms-no-rooms">
                <Trans>The PMS has not announced its rooms yet: they show here once it has.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-3" data-testid="pms-rooms">
                {data.rooms.map((room) => (
                  <RoomCard
                    key={room.roomCode}
                    room={room}
                    data={data}
                    busy={busy}
                    error={error?.roomCode === room.roomCode ? error : null}
                    onBind={(input) => bind.mutate(input)}
                    onUnbind={(input) => unbind.mutate(input)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryBody>}
    </div>
  )
}

function StateMark({ state, reason }: { state: PmsRoom['state']; reason: PmsRoom['reason'] }) {
  const { i18n } = useLingui()
  return (
    <span className="flex flex-col items-end gap-0.5 text-right">
      <span className={cx('inline-flex items-center rounded px-2 py-0.5 text-xs font-medium', BINDING_TONES[state])} data-testid="pms-binding-state">
        {i18n._(BINDING_STATE_TEXTS[state])}
      </span>
      {reason && <span className="max-w-64 text-xs text-gray-700" data-testid="pms-binding-reason">{i18n._(REASON_TEXTS[reason])}</span>}
    </span>
  )
}

function RoomCard({ room, data, busy, error, onBind, onUnbind }: {
  room: PmsRoom
  data: PmsRoomsAnswer
  busy: boolean
  error: { ratePlanCode?: string; message: FormMessage } | null
  onBind: (input: BindInput) => void
  onUnbind: (input: { roomCode: string; ratePlanCode?: string }) => void
}) {
  const { t } = useLingui()
  const offline = useOffline()
  const text = useMessageText()
  const [roomTypeId, setRoomTypeId] = useState('')
  const [products, setProducts] = useState<Record<string, string>>({})
  const free = data.roomTypes.filter((r) => r.online && r.boundRoomCode === null)
  const ofRoomType = data.products.filter((p) => p.roomTypeId === room.roomTypeId)
  const disabled = offline || busy
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="pms-room" data-room={room.roomCode} data-state={room.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-gray-900">{room.name}</p>
          <p className="text-xs text-gray-700"><Trans>PMS room {room.roomCode}</Trans></p>
        </div>
        <StateMark state={room.state} reason={room.reason} />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {room.state === 'bound' ? (
          <>
            <p className="text-sm text-gray-900" data-testid="pms-bound-room-type"><Trans>Room type: {room.roomTypeName}</Trans></p>
            <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onUnbind({ roomCode: room.roomCode })}><Trans>Unbind</Trans></Button>
            {/* who set each night: the PMS's pushes are the third party's operations in the calendar's record */}
            <Link to="/roomManagement/OperationRecord" search={{ unitId: `lu:${room.roomTypeId}`, page: 1 }} className="inline-flex min-h-9 items-center text-sm font-medium text-brand-800 underline">
              <Trans>Calendar record</Trans>
            </Link>
          </>
        ) : room.state === 'unbound' ? (
          <>
            <Select label={t`Room type`} value={roomTypeId} onValueChange={setRoomTypeId} options={free.map((r) => ({ value: r.roomTypeId, label: r.name }))} placeholder={t`Choose`} className="min-w-56" />
            <Button size="sm" disabled={disabled || roomTypeId === ''} onClick={() => onBind({ roomCode: room.roomCode, roomTypeId })}><Trans>Bind</Trans></Button>
          </>
        ) : null}
      </div>
      {error && error.ratePlanCode === undefined && <p role="alert" className="mt-2 text-sm text-red-800">{text(error.message.key, error.message.params)}</p>}
      {room.ratePlans.length > 0 && (
        <section aria-label={t`Rate plans of ${room.name}`} className="mt-3 border-t border-gray-100 pt-2">
          <h3 className="text-sm font-semibold text-gray-900"><Trans>Rate plans</Trans></h3>
          <ul className="flex flex-col divide-y divide-gray-100">
            {room.ratePlans.map((plan) => (
              <li key={plan.ratePlanCode} className="flex flex-wrap items-end justify-between gap-2 py-2" data-testid="pms-rate-plan" data-plan={plan.ratePlanCode} data-state={plan.state}>
                <div className="flex flex-wrap items-end gap-2">
                  <span className="text-sm">
                    <span className="block font-medium text-gray-900">{plan.name}</span>
                    <span className="block text-xs text-gray-700">{plan.ratePlanCode}</span>
                  </span>
                  {plan.state === 'bound' && (
                    <>
                      <span className="text-sm text-gray-900"><Trans>Product: {plan.productName}</Trans></span>
                      <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onUnbind({ roomCode: room.roomCode, ratePlanCode: plan.ratePlanCode })}><Trans>Unbind</Trans></Button>
                    </>
                  )}
                  {plan.state === 'unbound' && (
                    <>
                      <Select
                        label={t`Product`}
                        value={products[plan.ratePlanCode] ?? ''}
                        onValueChange={(value) => setProducts((p) => ({ ...p, [plan.ratePlanCode]: value }))}
                        options={ofRoomType.map((p) => ({ value: p.productId, label: p.name }))}
                        placeholder={t`Choose`}
                        className="min-w-48"
                      />
                      <Button
                        size="sm"
                        disabled={disabled || !products[plan.ratePlanCode]}
                        onClick={() => onBind({ roomCode: room.roomCode, ratePlanCode: plan.ratePlanCode, productId: products[plan.ratePlanCode]! })}
                      >
                        <Trans>Bind</Trans>
                      </Button>
                    </>
                  )}
                </div>
                <StateMark state={plan.state} reason={plan.reason} />
                {error?.ratePlanCode === plan.ratePlanCode && <p role="alert" className="w-full text-sm text-red-800">{text(error.message.key, error.message.params)}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </li>
  )
}
