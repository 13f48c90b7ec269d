import { z } from 'zod/mini'

/** /house/batchSetPrice?unitId=… (a unit to start with, e.g. from the calendar); read by the route, in the entry. */
export const batchSearch = z.object({ unitId: z.catch(z.optional(z.string()), undefined) })
