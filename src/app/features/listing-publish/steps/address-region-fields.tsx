import type { UseQueryResult } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import isoCountries from 'i18n-iso-countries'
import type { CountryEntry, GeoNode } from '../../../../domain/endpoints'
import { countryOfProvince } from '../../../../domain/listing/division-country'
import type { FormMessage } from '../../../ui/form-errors'
import { NeedsNetwork } from '../../../ui/needs-network'
import { Select } from '../../../ui/select'
import { TextField } from '../../../ui/text-field'
import type { AddressFormState } from './address-values'

/**
 * The address's region: abroad, the country (from the country list) with the state or province,
 * city and postcode as typed; at home, the province, city and district chosen from the division
 * data (choosing one clears the ones below it). The lists are the address form's queries.
 */
export function AddressRegionFields({ overseas, form, set, error, provinces, cities, districts, countries, listsNeedNetwork }: {
  overseas: boolean
  form: AddressFormState
  set: <K extends keyof AddressFormState>(field: K, value: AddressFormState[K]) => void
  error: (field: string) => FormMessage | undefined
  provinces: UseQueryResult<GeoNode[]>
  cities: UseQueryResult<GeoNode[]>
  districts: UseQueryResult<GeoNode[]>
  countries: UseQueryResult<CountryEntry[]>
  /** The lists never loaded on this device and it is offline. */
  listsNeedNetwork: boolean
}) {
  const { t, i18n } = useLingui()
  const retryLists = () => {
    for (const list of [provinces, cities, districts, countries]) if (list.isError) void list.refetch()
  }

  const label = (node: GeoNode) => (i18n.locale === 'en' && node.enname ? node.enname : node.name)
  const options = (list: GeoNode[] | undefined) => (list ?? []).map((node) => ({ value: node.id, label: label(node) }))
  const countryOptions = (countries.data ?? [])
    .filter((c) => !DOMESTIC_ALPHA2.includes(c.data_id))
    .map((c) => ({ value: isoCountries.alpha2ToAlpha3(c.data_id) ?? c.data_id, label: i18n.locale === 'en' ? c.data_en : c.data_zh }))
    // in the reader's order: alphabetical in English, by pinyin in Chinese (issue 13)
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale === 'en' ? 'en' : 'zh-Hans-u-co-pinyin'))

  return (
    <>
      {listsNeedNetwork && <NeedsNetwork onRetry={retryLists} testId="places-need-network" />}
      {overseas ? (
        <>
          <Select
            label={t`Country or region`}
            value={form.country}
            onValueChange={(value) => set('country', value)}
            options={countryOptions}
            placeholder={countries.isPending && !listsNeedNetwork ? t`Loading…` : t`Choose a country`}
            error={error('country')?.key}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t`State or province`} value={form.provinceId} onChange={(e) => set('provinceId', e.target.value)} error={error('provinceId')?.key} />
            <TextField label={t`City`} value={form.cityId} onChange={(e) => set('cityId', e.target.value)} error={error('cityId')?.key} />
          </div>
          <TextField
            className="sm:w-48"
            label={t`Postcode`}
            autoComplete="postal-code"
            value={form.postcode}
            maxLength={12}
            onChange={(e) => set('postcode', e.target.value)}
            error={error('postcode')?.key}
            errorParams={error('postcode')?.params}
          />
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label={t`Province`}
            value={form.provinceId}
            onValueChange={(value) => {
              set('provinceId', value)
              set('country', countryOfProvince(value))
              set('cityId', '')
              set('districtId', '')
            }}
            options={options(provinces.data)}
            placeholder={provinces.isPending && !listsNeedNetwork ? t`Loading…` : t`Choose a province`}
            disabled={!provinces.isSuccess}
            error={error('provinceId')?.key}
          />
          <Select
            label={t`City`}
            value={form.cityId}
            onValueChange={(value) => {
              set('cityId', value)
              set('districtId', '')
            }}
            options={options(cities.data)}
            placeholder={t`Choose a city`}
            disabled={!form.provinceId || !cities.isSuccess}
            error={error('cityId')?.key}
          />
          <Select
            label={t`District`}
            value={form.districtId}
            onValueChange={(value) => set('districtId', value)}
            options={options(districts.data)}
            placeholder={t`Choose a district`}
            disabled={!form.cityId || !districts.isSuccess || (districts.data?.length ?? 0) === 0}
            error={error('districtId')?.key}
          />
        </div>
      )}
    </>
  )
}

/** Hong Kong, Macau and Taiwan are published through the domestic button. */
const DOMESTIC_ALPHA2 = ['CN', 'HK', 'MO', 'TW']
