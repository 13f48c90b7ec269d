import { z } from 'zod/mini'

/** /roomManagement/OperationRecord?unitId=…&page=… */
export const recordSearch = z.object({
  unitId: z.catch(z.optional(z.string()), undefined),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})
