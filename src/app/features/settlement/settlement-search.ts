import { z } from 'zod/mini'
import { isDate } from '../../../domain/calendar/dates'
import { isMonth, STATEMENT_STATES } from '../../../domain/settlement/states'

const day = z.catch(z.string().check(z.refine((v) => v === '' || isDate(v))), '')
const page = z.catch(z.number().check(z.int(), z.minimum(1)), 1)

/** /settle/detail?state=…&from=…&to=…&serialNo=…&page=…&statement=… (read by the route, in the entry: nothing heavy here). */
export const statementSearch = z.object({
  state: z.catch(z.enum([...STATEMENT_STATES, '']), ''),
  from: day,
  to: day,
  serialNo: z.catch(z.string().check(z.maxLength(40)), ''),
  page,
  /** A statement opened with its orders. */
  statement: z.catch(z.string().check(z.maxLength(40)), ''),
  statementPage: page,
})
export type StatementSearch = z.infer<typeof statementSearch>

/** /settle/monthlyBillDetail?month=YYYY-MM&page=… ('' = last month). */
export const billSearch = z.object({
  month: z.catch(z.string().check(z.refine((v) => v === '' || isMonth(v))), ''),
  page,
})
export type BillSearch = z.infer<typeof billSearch>
