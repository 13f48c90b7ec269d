import { z } from 'zod/mini'

/**
 * Paging of every list call: offset and length are whole numbers within bounds, checked by the
 * request schema, so no store sees a page of 1e21 or -5 (an SQLite datatype error before).
 */
export const MAX_PAGE_OFFSET = 1_000_000
export const MAX_PAGE_LENGTH = 100

const wholeNumber = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max))

/** offset (default 0) and length (default 20) of a list request. */
export const pageFields = {
  offset: z._default(wholeNumber(0, MAX_PAGE_OFFSET), 0),
  length: z._default(wholeNumber(1, MAX_PAGE_LENGTH), 20),
}
