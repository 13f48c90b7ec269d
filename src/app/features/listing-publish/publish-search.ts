import { LISTING_GROUPS } from '../../../domain/listing/enums'
import { z } from 'zod/mini'

/** The publish type of the two publish buttons (domestic incl. HK/Macau/Taiwan, overseas). */
export const publishTypeSchema = z.catch(z.enum(['domestic', 'overseas']), 'domestic')
export type PublishType = z.infer<typeof publishTypeSchema>

/** /select-house-type?publishType=… */
export const selectTypeSearch = z.object({ publishType: publishTypeSchema, luId: z.catch(z.optional(z.string()), undefined) })

/** /house-publish/*?luId=…: the listing being edited (a client-made UUID). */
export const publishSearch = z.object({
  luId: z.catch(z.string(), ''),
  publishType: z.catch(z.optional(z.enum(['domestic', 'overseas'])), undefined),
})

/** /publish-finish/{publishType}?luId=… */
/** /publish-finish/{type}?luId=…&group=… (group: where the listing now is, for "view my listings"). */
export const finishSearch = z.object({
  luId: z.catch(z.string(), ''),
  group: z.catch(z.optional(z.enum(LISTING_GROUPS)), undefined),
})
