import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { can } from '../../../domain/permissions'
import { permissionSubject, useAuthInfo } from '../../data/identity'
import { useDocumentTitle } from '../../shell/use-document-title'
import { HOTEL_NOT_ALLOWED_TEXT } from '../../data/hotel-labels'
import { Card } from '../../ui/card'

/**
 * /house/housePublish: where a host starts publishing: a B&B (domestic incl. HK/Macau/Taiwan, or
 * overseas) or, for a mainland host who can publish one, a hotel (portal spec 6).
 */
export function PublishEntryScreen() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Publish a listing`)
  const { info } = useAuthInfo()
  const subject = permissionSubject(info)
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Publish a listing</Trans>
      </h1>
      <Card title={<Trans>B&B (homestay)</Trans>} titleAs="h2">
        <p className="mb-4 text-sm text-gray-700">
          <Trans>
            An entire home, a room, a bed or a sofa that you rent to guests by the night. You fill in eight steps; your draft is
            kept as you go, also offline. Review takes 1-3 working days.
          </Trans>
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Link
            to="/select-house-type"
            search={{ publishType: 'domestic' }}
            className="flex flex-col rounded-md border border-brand-700 p-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span className="font-semibold text-brand-800">
              <Trans>Domestic B&B</Trans>
            </span>
            <span className="text-sm text-gray-700">
              <Trans>Mainland China, Hong Kong, Macau and Taiwan</Trans>
            </span>
          </Link>
          <Link
            to="/select-house-type"
            search={{ publishType: 'overseas' }}
            className="flex flex-col rounded-md border border-brand-700 p-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span className="font-semibold text-brand-800">
              <Trans>Overseas B&B</Trans>
            </span>
            <span className="text-sm text-gray-700">
              <Trans>Listings outside China</Trans>
            </span>
          </Link>
        </div>
      </Card>
      {info && !info.isOverSea && (
        <Card title={<Trans>Hotel</Trans>} titleAs="h2" data-testid="publish-hotel">
          <p className="mb-4 text-sm text-gray-700">
            <Trans>
              A hotel in mainland China with its room types, facilities, photos, qualification and settlement information; your draft is
              kept as you go, also offline. Review takes about 2 working days.
            </Trans>
          </p>
          {can(subject, 'publishHotel') ? (
            <Link
              to="/hotel-publish"
              className="flex flex-col rounded-md border border-brand-700 p-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:w-1/2"
            >
              <span className="font-semibold text-brand-800">
                <Trans>Publish a hotel</Trans>
              </span>
            </Link>
          ) : (
            <p className="text-sm text-gray-700">
              {i18n._(HOTEL_NOT_ALLOWED_TEXT)}
            </p>
          )}
        </Card>
      )}
    </div>
  )
}
