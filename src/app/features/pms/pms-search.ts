import { z } from 'zod/mini'

/** house/directConnection/linkHouse and orderList: the connection they show (read by the routes, in the entry: nothing heavy here). */
export const pmsConnectionSearch = z.object({
  connectionId: z.catch(z.string().check(z.maxLength(64)), ''),
})
export const pmsOrdersSearch = z.object({
  connectionId: z.catch(z.string().check(z.maxLength(64)), ''),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})
export type PmsConnectionSearch = z.infer<typeof pmsConnectionSearch>
export type PmsOrdersSearch = z.infer<typeof pmsOrdersSearch>
