import { z } from 'zod/mini'

/**
 * The head of a streamed answer (EndpointDef.stream), sent as headers before the first row: the
 * file's name (Content-Disposition) and how many rows follow (TOTAL_ROWS_HEADER), so the portal
 * can name the file and show progress. A stream endpoint's `response` is this schema.
 */
export const streamHead = z.object({ fileName: z.string(), total: z.number().check(z.int(), z.minimum(0)) })
export type StreamHead = z.infer<typeof streamHead>
