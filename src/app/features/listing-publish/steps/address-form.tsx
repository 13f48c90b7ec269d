import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { matchAddress, streetKeyword, streetOf, type AddressMatch } from '../../../../domain/listing/address-match'
import { useAuthInfo } from '../../../data/identity'
import { countryQueries } from '../../../data/countries'
import { geoQueries } from '../../../data/geo'
import { waitForEntry, type StepValues } from '../../../data/draft-flow'
import { isNetworkFailure, useOffline } from '../../../shell/pwa-network'
import { useMessageText } from '../../../shell/message-text'
import { Button } from '../../../ui/button'
import { FieldError } from '../../../ui/field-error'
import { useNeedsNetwork } from '../../../ui/needs-network'
import { TextField } from '../../../ui/text-field'
import { MapPin, round as roundCoordinate, type PinValue } from '../map-pin'
import { mapProviderFor } from '../map/map-provider'
import { ProviderMap } from '../map/provider-map'
import { StepCard, type StepEffect } from '../../../ui/step-card'
import { useFlowStepForm, type StepFormBinding } from '../../../ui/use-flow-step-form'
import { AddressRegionFields } from './address-region-fields'
import { addressFormOf, addressIssues, addressValuesOf, typedSystem } from './address-values'

export { typedSystem } from './address-values'

/**
 * Address: country (overseas) or province/city/district (domestic, from the division data),
 * the detailed address, the door number (guests see it only after booking) and the map pin.
 * Online, the step waits for the server's answer before going on (the address must be saved;
 * over 500 m from the area warns, over 3 km is refused).
 */
/**
 * The address form of a flow's step (a B&B listing's, a hotel's: the hotel flow gives its own
 * binding, always in mainland China).
 */
export function AddressForm({ binding, overseas, effect }: { binding: StepFormBinding; overseas: boolean; effect?: StepEffect }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const offline = useOffline()
  const [notice, setNotice] = useState<{ kind: 'far' | 'saved'; distanceM: number | null } | null>(null)
  const [locateIssue, setLocateIssue] = useState<string | null>(null)
  // who placed the pin: the typed address's match may move its own pin, never the host's
  // (a pin saved before counts as the host's); the note says how sure the match is
  const [pinFrom, setPinFrom] = useState<'match' | 'hand' | null>(null)
  // the host is in a coordinate field: a match arriving now must not change the number under the cursor
  const typingCoordinates = useRef(false)
  const [matchNote, setMatchNote] = useState<AddressMatch | null>(null)
  const [centreOn, setCentreOn] = useState(0)

  // a new domestic listing starts in the host's own city (the become-landlord choice; issue 13)
  const hostCity = useAuthInfo().info?.cityId ?? null
  const fromValues = useCallback((v: StepValues | undefined) => addressFormOf(v, overseas, hostCity), [overseas, hostCity])
  const stepForm = useFlowStepForm(binding, { fromValues, toValues: addressValuesOf, check: addressIssues, stay: true })
  const { form, set, error } = stepForm
  const card = { ...stepForm.card, ...(effect ? { effect } : {}) }

  const provinces = useQuery({ ...geoQueries.list('province'), enabled: !overseas })
  const cities = useQuery({ ...geoQueries.list('city', form?.provinceId), enabled: !overseas && Boolean(form?.provinceId) })
  const districts = useQuery({ ...geoQueries.list('district', form?.cityId), enabled: !overseas && Boolean(form?.cityId) })
  const countries = useQuery({ ...countryQueries.list(), enabled: overseas })
  // the chosen district's (else city's) area, for the map to centre on; abroad there is none
  const reference = useQuery({
    ...geoQueries.reference(form?.cityId ?? '', form?.districtId || undefined),
    enabled: !overseas && Boolean(form?.cityId),
  })
  const referenceNeedsNetwork = useNeedsNetwork(reference)
  // the chosen district's (else city's) real outline, drawn on the plane (decision 0040)
  const boundaryCode = !overseas ? form?.districtId || form?.cityId || '' : ''
  const boundary = useQuery({ ...geoQueries.boundary(boundaryCode), enabled: Boolean(boundaryCode) })
  // the deployment's map provider for this country (decision 0041); the plane when there is none,
  // offline, or when the provider could not be loaded
  const mapSettings = useQuery(geoQueries.mapSettings())
  // places within the chosen city and district that hold the typed words (decision 0042)
  const typed = useDebounced(form?.address.trim() ?? '', 300)
  const places = useQuery({
    ...geoQueries.places(typed, form?.cityId ?? '', form?.districtId ?? ''),
    enabled: typed.length >= 2 && Boolean(form?.cityId),
  })
  // the typed address, once the host has finished it (600 ms without typing, or leaving the field)
  const settledAddress = useDebounced(form?.address.trim() ?? '', 600)
  const [finished, setFinished] = useState('')
  useEffect(() => setFinished(settledAddress), [settledAddress])
  const street = useMemo(() => streetOf(finished), [finished])
  // the host's earlier addresses on that street in the chosen city and district (decision 0072)
  const streetPlaces = useQuery({
    ...geoQueries.places(street ? streetKeyword(street) : '', form?.cityId ?? '', form?.districtId ?? ''),
    enabled: Boolean(street) && Boolean(form?.cityId),
  })
  const districtName = (districts.data ?? []).find((node) => node.id === form?.districtId)
  const districtLabel = districtName ? (i18n.locale === 'en' && districtName.enname ? districtName.enname : districtName.name) : ''
  const waiting = (street && streetPlaces.isFetching) || (!overseas && Boolean(form?.districtId) && (reference.isFetching || boundary.isFetching))
  const match = useMemo(() => {
    if (!finished || waiting) return null
    const district = !overseas && form?.districtId
      ? { name: districtLabel, seat: reference.data ? { lat: reference.data.lat, lng: reference.data.lng, system: reference.data.system } : null, outline: boundary.data ?? null }
      : null
    const earlier = [...(streetPlaces.data ?? []), ...(places.data ?? [])].map((place) => ({ address: place.address, pin: place.pin }))
    return matchAddress(finished, district, earlier)
  }, [finished, waiting, overseas, form?.districtId, districtLabel, reference.data, boundary.data, streetPlaces.data, places.data])
  const matchKey = match ? `${finished}|${match.confidence}|${match.pin.lat},${match.pin.lng},${match.pin.system}` : ''
  const hasPin = Boolean(form?.lat.trim() && form?.lng.trim())
  useEffect(() => {
    // a pin placed by hand (tapped, dragged, or its coordinates being typed: one of two is enough) or saved earlier stays
    if (!match || pinFrom === 'hand' || typingCoordinates.current || (hasPin && pinFrom !== 'match')) return
    set('lat', String(match.pin.lat))
    set('lng', String(match.pin.lng))
    set('system', match.pin.system)
    setPinFrom('match')
    setMatchNote(match)
    setLocateIssue(null)
    setCentreOn((n) => n + 1)
    // only a new match moves the pin: the host's own placing is read when one comes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matchKey])
  const placedByHand = () => {
    setPinFrom('hand')
    setMatchNote(null)
  }
  const provider = mapProviderFor(form?.country ?? '', mapSettings.data, offline)
  const [failedProvider, setFailedProvider] = useState<string | null>(null)
  // the division (or country) lists never loaded on this device, offline: said plainly, not "Loading…"
  const listsNeedNetwork = useNeedsNetwork(provinces, cities, districts, countries)
  const { refetch: refetchReference, error: referenceError } = reference
  // "unable to get the coordinates of the area" belongs to the area as it was: once it resolves
  // (a district chosen, its seat loaded) the message goes
  const resolvedArea = reference.data ? `${reference.data.lat},${reference.data.lng}` : ''
  useEffect(() => {
    if (resolvedArea) setLocateIssue(null)
  }, [resolvedArea])
  useEffect(() => {
    if (!offline && isNetworkFailure(referenceError)) void refetchReference()
  }, [offline, referenceError, refetchReference])

  const pin: PinValue | null = form && form.lat && form.lng && Number.isFinite(Number(form.lat)) && Number.isFinite(Number(form.lng))
    ? { lat: Number(form.lat), lng: Number(form.lng), system: form.system }
    : null

  const pinIssue = error('pin')?.key === 'addressNoCoordinates' && pin ? undefined : error('pin')

  const save = async () => {
    setNotice(null)
    const entryId = await stepForm.submit()
    if (!entryId) return
    if (offline) {
      stepForm.goNext()
      return
    }
    const outcome = await waitForEntry(entryId, 8_000)
    if (outcome.status === 'done') {
      const answer = outcome.result as { distanceM?: number | null; warning?: string } | null
      if (answer?.warning === 'addressMapFar') {
        setNotice({ kind: 'far', distanceM: answer.distanceM ?? null })
        return
      }
      stepForm.goNext()
    } else if (outcome.status === 'pending') {
      stepForm.goNext()
    }
    // refused: the refusal shows next to the field (useStepForm reads the not-synced entry)
  }

  return (
    <StepCard
      title={t`Address`}
      {...card}
      onSubmit={() => void save()}
    >
      {form && (
        <>
          <AddressRegionFields
            overseas={overseas}
            form={form}
            set={set}
            error={error}
            provinces={provinces}
            cities={cities}
            districts={districts}
            countries={countries}
            listsNeedNetwork={listsNeedNetwork}
          />
          <TextField
            label={t`Detailed address`}
            value={form.address}
            list="address-suggestions"
            autoComplete="off"
            onChange={(e) => {
              const value = e.target.value
              set('address', value)
              // a suggestion taken: the same building's pin comes with it, unless one is placed
              const taken = places.data?.find((place) => place.address === value)
              if (taken?.pin && (!pin || pinFrom === 'match')) {
                set('lat', String(taken.pin.lat))
                set('lng', String(taken.pin.lng))
                set('system', taken.pin.system)
                setPinFrom('match')
                setMatchNote({ confidence: 'address', pin: taken.pin, from: taken.address })
                setCentreOn((n) => n + 1)
              }
            }}
            onBlur={(e) => setFinished(e.target.value.trim())}
            error={error('address')?.key}
            errorParams={error('address')?.params}
            hint={t`Street, number, building`}
          />
          <datalist id="address-suggestions" data-testid="address-suggestions">
            {(places.data ?? []).map((place) => (
              <option key={place.address} value={place.address} />
            ))}
          </datalist>
          <TextField
            label={t`Flat, room or door number`}
            value={form.doorNumber}
            onChange={(e) => set('doorNumber', e.target.value)}
            error={error('doorNumber')?.key}
            hint={t`Guests see the door number only after booking.`}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-gray-800">
              <Trans>Location on the map</Trans>
            </legend>
            {provider !== 'plane' && failedProvider !== provider && mapSettings.data ? (
              <ProviderMap
                key={provider}
                kind={provider}
                settings={mapSettings.data}
                center={reference.data ? { lat: reference.data.lat, lng: reference.data.lng } : null}
                pin={pin ? { lat: pin.lat, lng: pin.lng } : null}
                rings={boundary.data && provider === 'amap' ? boundary.data.rings : null}
                onChange={(next) => {
                  setLocateIssue(null)
                  placedByHand()
                  set('lat', String(roundCoordinate(next.lat)))
                  set('lng', String(roundCoordinate(next.lng)))
                  set('system', next.system)
                }}
                onFail={() => setFailedProvider(provider)}
              />
            ) : (
              <MapPin
                pin={pin}
                onChange={(next) => {
                  setLocateIssue(null)
                  placedByHand()
                  set('lat', String(next.lat))
                  set('lng', String(next.lng))
                  set('system', next.system)
                }}
                onLocateError={setLocateIssue}
                reference={reference.data ?? null}
                boundary={boundary.data ?? null}
                centreOn={centreOn}
              />
            )}
            {matchNote && pinFrom === 'match' && pin && <MatchNote match={matchNote} />}
            {referenceNeedsNetwork && !pin && (
              <p className="text-xs text-gray-600" data-testid="map-reference-offline">
                <Trans>Offline, the map cannot centre on the district: use your location or type the coordinates.</Trans>
              </p>
            )}
            {/* hosts never choose a coordinate system (issue 13): the map's pin carries its own, and
                numbers typed here are read as the region's map apps show them (GCJ-02 on the
                mainland, as Amap and Tencent show; GPS elsewhere) */}
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t`Latitude`}
                inputMode="decimal"
                onFocus={() => (typingCoordinates.current = true)}
                onBlur={() => (typingCoordinates.current = false)}
                value={form.lat}
                hint={t`As your map app shows it`}
                onChange={(e) => {
                  placedByHand()
                  set('lat', e.target.value)
                  set('system', typedSystem(form.country))
                }}
              />
              <TextField
                label={t`Longitude`}
                inputMode="decimal"
                onFocus={() => (typingCoordinates.current = true)}
                onBlur={() => (typingCoordinates.current = false)}
                value={form.lng}
                onChange={(e) => {
                  placedByHand()
                  set('lng', e.target.value)
                  set('system', typedSystem(form.country))
                }}
              />
            </div>
            {/* "no coordinates" holds only while there is no pin: placing one clears it */}
            <FieldError messageKey={(pinIssue ?? null)?.key ?? locateIssue} params={pinIssue?.params} />
          </fieldset>
          {notice?.kind === 'far' && (
            <div role="alert" className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <p>{text('addressMapFar', { distance: notice.distanceM ?? '' })}</p>
              <div>
                <Button size="sm" variant="secondary" onClick={stepForm.goNext}>
                  <Trans>The pin is right, continue</Trans>
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </StepCard>
  )
}

/** Where the typed address put the pin and how sure that is (decision 0072). */
function MatchNote({ match }: { match: AddressMatch }) {
  let text
  if (match.confidence === 'address') {
    const from = match.from
    text = <Trans>Pin placed at your earlier address {from} — drag or tap to correct</Trans>
  } else if (match.confidence === 'street') {
    const street = match.street
    text = <Trans>Pin placed from the street of your earlier address on {street} — drag or tap to correct</Trans>
  } else {
    const district = match.district
    text = <Trans>Pin placed at the centre of {district} — tap the map where the door is</Trans>
  }
  return (
    <p role="status" data-testid="pin-match-note" data-confidence={match.confidence} className="text-sm text-gray-700">
      {text}
    </p>
  )
}

/** The value once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
