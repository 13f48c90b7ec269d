import { useLingui } from '@lingui/react/macro'
import { openStream } from '../../../../client/api'
import { FileDownload } from '../../../ui/file-download'

/**
 * The hotel's saved qualification as one ZIP (hotelQualificationDownload; decision 0086): its
 * fields, every scan, and the authorization statement filled in to print and sign.
 */
export function QualificationDownload({ hotelId }: { hotelId: string }) {
  const { t } = useLingui()
  return (
    <FileDownload
      testId="qualification-download"
      label={t`Download the qualification (ZIP)`}
      open={(lang, signal) => openStream('hotelQualificationDownload', { hotelId, lang }, { hideMessage: true, signal })}
    />
  )
}
