import * as v from 'valibot'
import { isDate } from '../../../domain/calendar/dates'
import { isMonth, STATEMENT_STATES } from '../../../domain/settlement/states'
import { oneOfOrEmptyParam, pageParam, textParam } from '../../data/search-params'

const day = v.fallback(v.pipe(v.string(), v.check((value) => value === '' || isDate(value))), '')

/** /settle/detail?state=…&from=…&to=…&serialNo=…&page=…&statement=… (read by the route, in the entry: nothing heavy here). */
export const statementSearch = v.object({
  state: oneOfOrEmptyParam(STATEMENT_STATES),
  from: day,
  to: day,
  serialNo: textParam(40),
  page: pageParam,
  /** A statement opened with its orders. */
  statement: textParam(40),
  statementPage: pageParam,
})
export type StatementSearch = v.InferOutput<typeof statementSearch>

/** /settle/monthlyBillDetail?month=YYYY-MM&page=… ('' = last month). */
export const billSearch = v.object({
  month: v.fallback(v.pipe(v.string(), v.check((value) => value === '' || isMonth(value))), ''),
  page: pageParam,
})
export type BillSearch = v.InferOutput<typeof billSearch>
