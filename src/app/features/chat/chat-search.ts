import * as v from 'valibot'

/** /chat?talkId=… (read by the route, in the entry: nothing heavy here). Talk ids are digits: the router keeps them as numbers. */
export const chatSearch = v.object({
  talkId: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))), undefined),
})
