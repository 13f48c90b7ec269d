import { useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { SharedPhotoRow } from '../../../client/db'
import { dropSharedPhotos, listSharedPhotos } from '../../../client/shared-photos'
import { hotelLock } from '../../data/hotel-draft'
import { hotelQueries } from '../../data/hotel-queries'
import { listingQueries } from '../../data/listing-keys'
import { AppLink } from '../../shell/app-link'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button, buttonClasses } from '../../ui/button'
import { Card } from '../../ui/card'

/**
 * Photos shared to the installed portal from the phone's gallery (issue 40; the manifest's share
 * target, kept on the device by the service worker): the host sees them and picks where they go,
 * one of the listings or hotels, or a new listing. The chosen photo step adds them through its
 * upload queue (with progress; offline they wait in the outbox): see PhotoSetEditor's shared photos.
 */
export function ShareScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Photos from your gallery`)
  const [photos, setPhotos] = useState<SharedPhotoRow[] | null>(null)
  useEffect(() => {
    void listSharedPhotos().then(setPhotos, () => setPhotos([]))
  }, [])
  const urls = useMemo(() => (photos ?? []).map((photo) => URL.createObjectURL(photo.file)), [photos])
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls])
  const listings = useQuery(listingQueries.every())
  const hotels = useQuery(hotelQueries.list())

  // the listings and hotels whose photos can change now (not under review; an online hotel's go to
  // review as a change: decision 0087): the others could not take the photos
  const destinations = [
    ...(listings.data ?? []).filter((listing) => listing.auditStatus !== 'auditing').map((listing) => ({
      to: `/house-publish/house-photos?luId=${encodeURIComponent(listing.luId)}&shared=1`,
      label: listing.title || t`Untitled listing`,
    })),
    ...(hotels.data ?? []).filter((hotel) => hotelLock(hotel) === null).map((hotel) => ({
      to: `/hotel-publish/hotel-photos?hotelId=${encodeURIComponent(hotel.hotelId)}&shared=1`,
      label: hotel.name || t`Untitled hotel`,
    })),
  ]

  const discard = async () => {
    await dropSharedPhotos((photos ?? []).map((photo) => photo.id!))
    setPhotos([])
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6" data-testid="share-screen">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Photos from your gallery</Trans>
      </h1>
      {photos !== null && photos.length === 0 ? (
        <Card>
          <p className="text-sm text-gray-800" data-testid="share-empty">
            <Trans>No photos are waiting. Share photos from your phone's gallery to the Host Portal to add them to a listing or a hotel.</Trans>
          </p>
          <AppLink to="/house/houseInfo" className="mt-3 inline-block text-sm text-brand-700 underline-offset-2 hover:underline">
            <Trans>Your listings</Trans>
          </AppLink>
        </Card>
      ) : (
        <>
          <Card
            title={photos ? <Plural value={photos.length} one="# photo waits to be placed" other="# photos wait to be placed" /> : t`Loading…`}
            actions={
              photos?.length ? (
                <Button size="sm" variant="ghost" onClick={() => void discard()}>
                  <Trans>Discard them</Trans>
                </Button>
              ) : undefined
            }
          >
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="shared-photos">
              {urls.map((url, index) => (
                <li key={url}>
                  <img src={url} alt={photos?.[index]?.name ?? ''} className="aspect-square w-full rounded-md object-cover" />
                </li>
              ))}
            </ul>
          </Card>
          <Card title={t`Where do they go?`}>
            <p className="mb-3 text-sm text-gray-800">
              <Trans>They are added to the photo step you choose, and uploaded from there (offline, as soon as you are back online).</Trans>
            </p>
            <ul className="flex flex-col divide-y divide-gray-100" data-testid="share-destinations">
              {destinations.map((destination) => (
                <li key={destination.to}>
                  <AppLink to={destination.to} className="flex min-h-11 items-center py-2 text-sm text-brand-800 underline-offset-2 hover:underline">
                    {destination.label}
                  </AppLink>
                </li>
              ))}
            </ul>
            {(listings.isPending || hotels.isPending) && (
              <p className="text-sm text-gray-700">
                <Trans>Loading your listings…</Trans>
              </p>
            )}
            <AppLink to="/house/housePublish" className={buttonClasses('secondary', 'md', 'mt-3 inline-flex')}>
              <Trans>A new listing (the photos wait for its photo step)</Trans>
            </AppLink>
          </Card>
        </>
      )}
    </div>
  )
}
