import * as v from 'valibot'
import { optionalTextParam } from '../../data/search-params'

/** /house/batchSetPrice?unitId=… (a unit to start with, e.g. from the calendar); read by the route, in the entry. */
export const batchSearch = v.object({ unitId: optionalTextParam })
