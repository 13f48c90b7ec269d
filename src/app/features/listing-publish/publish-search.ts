import * as v from 'valibot'
import { LISTING_GROUPS } from '../../../domain/listing/enums'
import { oneOfParam, optionalOneOfParam, optionalTextParam } from '../../data/search-params'

/** The publish type of the two publish buttons (domestic incl. HK/Macau/Taiwan, overseas). */
export const publishTypeSchema = oneOfParam(['domestic', 'overseas'], 'domestic')
export type PublishType = v.InferOutput<typeof publishTypeSchema>

/** /select-house-type?publishType=… */
export const selectTypeSearch = v.object({ publishType: publishTypeSchema, luId: optionalTextParam })

/** /house-publish/*?luId=…: the listing being edited (a client-made UUID). */
export const publishSearch = v.object({
  luId: v.fallback(v.string(), ''),
  publishType: optionalOneOfParam(['domestic', 'overseas']),
})

/** /publish-finish/{type}?luId=…&group=… (group: where the listing now is, for "view my listings"). */
export const finishSearch = v.object({
  luId: v.fallback(v.string(), ''),
  group: optionalOneOfParam(LISTING_GROUPS),
})
