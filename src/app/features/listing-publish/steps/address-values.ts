import { countryOfProvince } from '../../../../domain/listing/division-country'
import { checkAddress, coordinatesInRange, isDivisionCountry } from '../../../../domain/listing/basics-rules'
import type { AddressValue } from '../../../../domain/listing/schemas'
import type { StepValues } from '../../../data/draft-flow'
import { toText } from '../fields'
import type { PinValue } from '../map-pin'
import { requiredIssues } from '../required'

/** The address step's form state: every field as typed (the pin as two texts and its system). */
export type AddressFormState = {
  country: string; provinceId: string; cityId: string; districtId: string
  address: string; doorNumber: string; postcode: string
  lat: string; lng: string; system: PinValue['system']
}

/**
 * The form from the step's values; a new domestic listing (no province yet) starts in the host's
 * own city when it is a 6-digit division code.
 */
export function addressFormOf(v: StepValues | undefined, overseas: boolean, hostCity: string | null): AddressFormState {
  const pin = v?.pin as PinValue | undefined
  const start = !overseas && !toText(v?.provinceId) && hostCity && /^\d{6}$/.test(hostCity) ? hostCity : null
  return {
    country: toText(v?.country) || (overseas ? '' : start ? countryOfProvince(`${start.slice(0, 2)}0000`) : 'CHN'),
    provinceId: toText(v?.provinceId) || (start ? `${start.slice(0, 2)}0000` : ''),
    cityId: toText(v?.cityId) || (start ?? ''),
    districtId: toText(v?.districtId),
    address: toText(v?.address),
    doorNumber: toText(v?.doorNumber),
    postcode: toText(v?.postcode),
    lat: toText(pin?.lat),
    lng: toText(pin?.lng),
    system: pin?.system ?? 'wgs84',
  }
}

/** The step's value as saved: texts trimmed, the postcode only when given, the pin as numbers. */
export function addressValuesOf(f: AddressFormState): StepValues {
  return {
    country: f.country,
    provinceId: f.provinceId,
    cityId: f.cityId,
    districtId: f.districtId,
    address: f.address.trim(),
    doorNumber: f.doorNumber.trim(),
    ...(f.postcode.trim() ? { postcode: f.postcode.trim() } : {}),
    pin: { lat: Number(f.lat), lng: Number(f.lng), system: f.system },
  }
}

/** The step's check: the required fields (a postcode outside the division countries), the pin's coordinates, then the shared address rules. */
export function addressIssues(values: StepValues, f: AddressFormState) {
  const issues = requiredIssues(values, ['country', 'provinceId', 'cityId', 'address', 'doorNumber', ...(isDivisionCountry(f.country) ? [] : ['postcode' as const])])
  const lat = Number(f.lat)
  const lng = Number(f.lng)
  if (!f.lat.trim() || !f.lng.trim() || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    issues.push({ field: 'pin', key: 'addressNoCoordinates' })
  } else if (!coordinatesInRange(lat, lng)) {
    // typed numbers no map has: said as such, not hidden behind the pin they do not make
    issues.push({ field: 'pin', key: 'coordinatesOutOfRange' })
  }
  return [...issues, ...addressRules(values)]
}

/** The system of coordinates a host types: what the region's map apps show (decision 0039). */
export function typedSystem(country: string): PinValue['system'] {
  return country === 'CHN' ? 'gcj02' : 'wgs84'
}

/** The shared address rules (the server applies the same); a half-filled value leaves the word to the form's required check. */
function addressRules(values: StepValues) {
  try {
    return checkAddress(values as unknown as AddressValue)
  } catch {
    return []
  }
}
