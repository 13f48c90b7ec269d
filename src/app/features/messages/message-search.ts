import { z } from 'zod/mini'
import { REMIND_TYPES } from '../../../domain/dashboard/enums'

/** /setting/systemMessage?remindType=…&bizName=…&page=… (read by the route, in the entry: nothing heavy here). */
export const systemMessageSearch = z.object({
  remindType: z.catch(z.enum(REMIND_TYPES), 'all'),
  bizName: z.catch(z.optional(z.string()), undefined),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})
export type SystemMessageSearch = z.infer<typeof systemMessageSearch>
