import { useState } from 'react'
import type { ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { enqueue } from '../../data/outbox-lazy'
import type { AuthInfo, GeoNode } from '../../../domain/endpoints'
import { geoQueries } from '../../data/geo'
import { identityQueries, useAuthInfo, useCityLabel } from '../../data/identity'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { NeedsNetwork, useNeedsNetwork } from '../../ui/needs-network'
import { FieldError } from '../../ui/field-error'
import { useToast } from '../../ui/toast'
import { useOffline } from '../../shell/pwa-network'
import { errorsFromFailure } from '../../ui/form-errors'
import type { FormErrors } from '../../ui/form-errors'
import { reportStorageError } from '../../shell/storage-full'
import { CITY_ITEM, refreshIdentityWhenCitySent } from '../../data/pending-city'

/** The city write: its params and what screens show of it (outbox meta). */
export type CityWrite = {
  params: { cityid: string; id: string; version?: number }
  meta: { provinceId: string; cityName: string; cityEnName: string | null }
}

type CityChooserProps = {
  onSaved?: () => void
  /** Extra buttons beside confirm (the dialog's cancel). */
  secondary?: ReactNode
  /** Prefills the lists (editing a write the server refused). */
  initial?: { provinceId?: string; cityId?: string }
  /** Sends the write; default: a new outbox entry (editing a refused one passes editNotSynced). */
  send?: (write: CityWrite) => Promise<void>
}

const enqueueCity = async ({ params, meta }: CityWrite) => {
  await enqueue({ endpoint: 'updateLandlordInfo', params, item: CITY_ITEM, merge: true, meta })
}

/**
 * Province -> city -> district selection of the become-landlord step (spec 2). Confirm stays
 * disabled until a city is chosen; saving puts the city in the outbox (updateLandlordInfo
 * {cityid, id}) and shows it at once in the cached identity, marked pending until it is sent.
 */
export function CityChooser({ onSaved, secondary, initial, send = enqueueCity }: CityChooserProps) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const offline = useOffline()
  const queryClient = useQueryClient()
  const { info } = useAuthInfo()
  const currentCity = useCityLabel(info)
  const [province, setProvince] = useState(initial?.provinceId ?? '')
  const [city, setCity] = useState(initial?.cityId ?? '')
  const [district, setDistrict] = useState('')
  const [errors, setErrors] = useState<FormErrors<'cityid'>>({ fields: {}, form: null })

  const provinces = useQuery(geoQueries.list('province'))
  const cities = useQuery({ ...geoQueries.list('city', province), enabled: province !== '' })
  const districts = useQuery({ ...geoQueries.list('district', city), enabled: city !== '' })

  const save = useMutation({
    mutationFn: async (input: { cityid: string; id: string; version: unknown; node: GeoNode | undefined }) => {
      // the version the host saw: a city changed elsewhere meanwhile is a conflict, not overwritten
      const version = typeof input.version === 'number' ? { version: input.version } : {}
      await send({
        params: { cityid: input.cityid, id: input.id, ...version },
        meta: { provinceId: province, cityName: input.node?.name ?? input.cityid, cityEnName: input.node?.enname ?? null },
      })
      return input.node
    },
    onSuccess: (node) => {
      if (node) {
        queryClient.setQueryData(identityQueries.info().queryKey, (old: AuthInfo | undefined) =>
          old ? { ...old, cityId: node.id, cityName: node.name, cityEnName: node.enname ?? null } : old,
        )
      }
      refreshIdentityWhenCitySent(queryClient)
      // Offline, the choice is kept on the device and sent later: say so, not "saved".
      toast.show(offline ? t`Your city will be saved when you are back online` : t`Your city was saved`, 'success')
      onSaved?.()
    },
    onError: (error) => {
      try {
        reportStorageError(error)
      } catch {
        setErrors(errorsFromFailure(error, ['cityid']))
      }
    },
  })

  const listsNeedNetwork = useNeedsNetwork(provinces, cities, districts)
  const retryLists = () => {
    for (const list of [provinces, cities, districts]) if (list.isError) void list.refetch()
  }

  const label = (node: GeoNode) => (i18n.locale === 'en' && node.enname ? node.enname : node.name)
  const options = (list: GeoNode[] | undefined) => (list ?? []).map((node) => ({ value: node.id, label: label(node) }))
  const fieldError = errors.fields.cityid ?? errors.form

  return (
    <div className="flex flex-col gap-4">
      {info?.cityName && (
        <p className="text-sm text-gray-700">
          <Trans>Current city: {currentCity}</Trans>
        </p>
      )}
      {listsNeedNetwork && <NeedsNetwork onRetry={retryLists} testId="places-need-network" />}
      <Select
        label={t`Province`}
        value={province}
        onValueChange={(value) => {
          setProvince(value)
          setCity('')
          setDistrict('')
          setErrors({ fields: {}, form: null })
        }}
        options={options(provinces.data)}
        placeholder={provinces.isPending && !listsNeedNetwork ? t`Loading…` : t`Choose a province`}
        disabled={!provinces.isSuccess}
      />
      <Select
        label={t`City`}
        value={city}
        onValueChange={(value) => {
          setCity(value)
          setDistrict('')
          setErrors({ fields: {}, form: null })
        }}
        options={options(cities.data)}
        placeholder={province && cities.isPending && !listsNeedNetwork ? t`Loading…` : t`Choose a city`}
        disabled={!province || !cities.isSuccess}
      />
      <Select
        label={t`District (optional)`}
        value={district}
        onValueChange={setDistrict}
        options={options(districts.data)}
        placeholder={t`Choose a district`}
        disabled={!city || !districts.isSuccess || (districts.data?.length ?? 0) === 0}
      />
      {!listsNeedNetwork && (provinces.isError || cities.isError || districts.isError) && (
        <p role="alert" className="text-sm text-red-700">
          <Trans>The list of places could not be loaded. Please try again.</Trans>
        </p>
      )}
      {fieldError && <FieldError messageKey={fieldError.key} params={fieldError.params} />}
      <div className="flex flex-wrap justify-end gap-2">
        {secondary}
        <Button
          disabled={!city || !info}
          loading={save.isPending}
          onClick={() =>
            info &&
            save.mutate({ cityid: city, id: info.landlordId, version: info.cityVersion, node: cities.data?.find((node) => node.id === city) })
          }
        >
          <Trans>Confirm</Trans>
        </Button>
      </div>
    </div>
  )
}
