import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { checkProduct, PRODUCT_NAME, productPrice, type ProductValue } from '../../../domain/hotel/products'
import type { ProductEntry } from '../../../domain/hotel/schemas'
import type { CancellationRule } from '../../../domain/listing/enums'
import { CANCELLATION_LABELS } from '../../data/listing-labels'
import { hotelQueries } from '../../data/hotel-queries'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ChoiceGroup } from '../../ui/choice-fields'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { errorsFromFailure } from '../../ui/form-errors'
import type { FormMessage } from '../../ui/form-errors'
import { formatMoney } from '../../../domain/money-format'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { QueryBody } from '../../ui/query-body'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { useToast } from '../../ui/toast'

type RoomTypeProducts = { roomTypeId: string; name: string; price: number; products: ProductEntry[] }

/**
 * house/sellProduct (issue 14; decision 0050): the products for sale of an online hotel's room
 * types — a name, the breakfasts, the hotel discount (1-9.9) and a cancellation rule — with the
 * price a night they sell at. Without a hotel chosen, the host's online hotels to choose from.
 */
export function SellProductScreen({ hotelId }: { hotelId: string | undefined }) {
  const { t } = useLingui()
  useDocumentTitle(t`Products for sale`)
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Products for sale</Trans>
      </h1>
      {hotelId ? <Products hotelId={hotelId} /> : <ChooseHotel />}
    </div>
  )
}

function ChooseHotel() {
  const hotels = useQuery(hotelQueries.list())
  return (
    <QueryBody
      query={hotels}
      failed={<Trans>Your hotels could not be loaded. Check the connection and try again.</Trans>}
      isEmpty={(list) => list.every((hotel) => hotel.state !== 'online')}
      empty={<Trans>Products are added to a hotel once staff approved it. You have no online hotel yet.</Trans>}
    >
      {(list) => (
        <ul className="flex flex-col gap-2">
          {list.filter((hotel) => hotel.state === 'online').map((hotel) => (
            <li key={hotel.hotelId}>
              <Link to="/house/sellProduct" search={{ hotelId: hotel.hotelId }} className="text-brand-700 underline">
                {hotel.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryBody>
  )
}

function Products({ hotelId }: { hotelId: string }) {
  const products = useQuery(hotelQueries.products(hotelId))
  const hotels = useQuery(hotelQueries.list())
  const needsNetwork = useNeedsNetwork(products)
  const name = hotels.data?.find((hotel) => hotel.hotelId === hotelId)?.name
  if (needsNetwork) return <NeedsNetwork onRetry={() => void products.refetch()} />
  return (
    <>
      {name && <p className="text-gray-800" data-testid="product-hotel">{name}</p>}
      <p className="text-sm text-gray-700">
        <Trans>A product is what guests book of a room type: the breakfasts included, a cancellation rule and your hotel discount (9.5 sells at 95% of the night's price). Prices and stock are set in the availability calendar.</Trans>
      </p>
      <QueryBody
        query={products}
        failed={<Trans>The products could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(data) => data.roomTypes.length === 0}
        empty={<Trans>This hotel has no room types.</Trans>}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            {data.roomTypes.map((roomType) => (
              <RoomTypeCard key={roomType.roomTypeId} hotelId={hotelId} roomType={roomType} />
            ))}
          </div>
        )}
      </QueryBody>
    </>
  )
}

function RoomTypeCard({ hotelId, roomType }: { hotelId: string; roomType: RoomTypeProducts }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<ProductEntry | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ProductEntry | null>(null)
  const remove = useMutation({
    mutationFn: (product: ProductEntry) => call('productDelete', { hotelId, productId: product.productId }, { hideMessage: true }),
    onSuccess: () => {
      toast.show(t`Product deleted`, 'success')
      void queryClient.invalidateQueries({ queryKey: hotelQueries.products(hotelId).queryKey })
    },
    onError: () => toast.show(t`The product could not be deleted. Try again.`, 'error'),
  })
  const money = (yuan: number) => formatMoney(yuan * 100, 'RMB', i18n.locale)
  return (
    <Card
      title={roomType.name}
      titleAs="h2"
      actions={
        <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
          <Trans>Add a product</Trans>
        </Button>
      }
      data-testid="room-type-products"
    >
      <p className="mb-3 text-sm text-gray-700">
        <Trans>{money(roomType.price)} a night before discounts</Trans>
      </p>
      {roomType.products.length === 0 ? (
        <p className="text-sm text-gray-700">
          <Trans>No product yet. A product sets the breakfasts, the cancellation rule and the discount guests book with.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200">
          {roomType.products.map((product) => (
            <li key={product.productId} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="product">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">
                  {product.value.name}
                  {!product.value.onSale && (
                    <Badge tone="neutral" className="ml-2">
                      <Trans>Not on sale</Trans>
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-gray-700">
                  <Breakfasts count={product.value.breakfasts} /> · <Trans>discount {product.value.discount}</Trans> ·{' '}
                  {product.value.cancellationRule && i18n._(CANCELLATION_LABELS[product.value.cancellationRule as CancellationRule])}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-semibold text-gray-900 tabular-nums" data-testid="product-price">
                  <Trans>{money(product.priceFrom)} a night</Trans>
                </span>
                <Button size="sm" variant="ghost" onClick={() => setEditing(product)}>
                  <Trans>Edit</Trans>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(product)}>
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ProductDialog
          hotelId={hotelId}
          roomType={roomType}
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<Trans>Delete this product?</Trans>}
        description={<Trans>Guests can no longer book it. Orders already made keep it.</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting)
          setDeleting(null)
        }}
      />
    </Card>
  )
}

function Breakfasts({ count }: { count: number }) {
  if (count === 0) return <Trans>no breakfast</Trans>
  return count === 1 ? <Trans>1 breakfast</Trans> : <Trans>2 breakfasts</Trans>
}

type Fields = 'name' | 'breakfasts' | 'discount' | 'cancellationRule'

function ProductDialog({ hotelId, roomType, product, onClose }: { hotelId: string; roomType: RoomTypeProducts; product: ProductEntry | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const config = useQuery(hotelQueries.productConfig())
  const [name, setName] = useState(product?.value.name ?? '')
  const [breakfasts, setBreakfasts] = useState(String(product?.value.breakfasts ?? 0))
  const [discount, setDiscount] = useState(product?.value.discount === null || product === null ? '' : String(product.value.discount))
  const [rule, setRule] = useState<string>(product?.value.cancellationRule ?? '')
  const [onSale, setOnSale] = useState(product?.value.onSale ?? true)
  const [errors, setErrors] = useState<Partial<Record<Fields, FormMessage>>>({})
  const [formError, setFormError] = useState<FormMessage | null>(null)
  const [productId] = useState(() => product?.productId ?? globalThis.crypto.randomUUID())

  const clear = (field: Fields) => {
    setErrors((current) => ({ ...current, [field]: undefined }))
    setFormError(null)
  }
  const value = (): ProductValue => ({
    name, breakfasts: Number(breakfasts), discount: discount.trim() === '' ? null : Number(discount),
    cancellationRule: rule as ProductValue['cancellationRule'], onSale,
  })
  const save = useMutation({
    mutationFn: (v: ProductValue) =>
      call('productSave', { hotelId, roomTypeId: roomType.roomTypeId, productId, ...(product ? { version: product.version } : {}), value: v }, { hideMessage: true }),
    onSuccess: () => {
      toast.show(product ? t`Product saved` : t`Product added`, 'success')
      void queryClient.invalidateQueries({ queryKey: hotelQueries.products(hotelId).queryKey })
      onClose()
    },
    onError: (error) => {
      const placed = errorsFromFailure(error, ['name', 'breakfasts', 'discount', 'cancellationRule'] as const)
      setErrors(placed.fields)
      setFormError(placed.form)
    },
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const v = value()
    const found: Partial<Record<Fields, FormMessage>> = {}
    for (const problem of checkProduct(v)) found[problem.field as Fields] ??= { key: problem.key, ...(problem.params ? { params: problem.params } : {}) }
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length === 0) save.mutate(v)
  }
  const preview = (() => {
    const d = Number(discount)
    return discount.trim() !== '' && checkProduct({ ...value(), discount: d }).every((e) => e.field !== 'discount') ? productPrice(roomType.price, d) : null
  })()
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={product ? <Trans>Edit the product</Trans> : <Trans>Add a product to {roomType.name}</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="product-form" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <form id="product-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={<Trans>Product name</Trans>}
          value={name}
          maxLength={PRODUCT_NAME.max}
          onChange={(event) => {
            setName(event.target.value)
            clear('name')
          }}
          hint={<Trans>What guests see, e.g. "With breakfast for two", 1-30 characters</Trans>}
          error={errors.name?.key}
          errorParams={errors.name?.params}
        />
        <ChoiceGroup
          label={<Trans>Breakfasts included a night</Trans>}
          value={breakfasts}
          onChange={(v) => {
            setBreakfasts(v)
            clear('breakfasts')
          }}
          options={(config.data?.breakfasts ?? [0, 1, 2]).map((n) => ({ value: String(n), label: n === 0 ? t`None` : String(n) }))}
          error={errors.breakfasts}
        />
        <TextField
          label={<Trans>Hotel discount</Trans>}
          inputMode="decimal"
          value={discount}
          onChange={(event) => {
            setDiscount(event.target.value)
            clear('discount')
          }}
          hint={
            preview !== null ? (
              <Trans>Sells at {formatMoney(preview * 100, 'RMB', i18n.locale)} a night at the room's default price</Trans>
            ) : (
              <Trans>1 to 9.9, one decimal: 9.5 sells at 95% of the price</Trans>
            )
          }
          error={errors.discount?.key}
          errorParams={errors.discount?.params}
        />
        <Select
          label={<Trans>Cancellation rule</Trans>}
          value={rule}
          onValueChange={(v) => {
            setRule(v)
            clear('cancellationRule')
          }}
          placeholder={t`Choose a rule`}
          options={(config.data?.cancellationRules ?? []).map((code) => ({ value: code, label: i18n._(CANCELLATION_LABELS[code as CancellationRule]) }))}
          error={errors.cancellationRule?.key}
        />
        <ChoiceGroup
          label={<Trans>Sale status</Trans>}
          value={onSale ? 'yes' : 'no'}
          onChange={(v) => setOnSale(v === 'yes')}
          options={[{ value: 'yes', label: t`On sale` }, { value: 'no', label: t`Not on sale` }]}
        />
        {formError && <FieldError messageKey={formError.key} params={formError.params} />}
        <button type="submit" hidden />
      </form>
    </Dialog>
  )
}

