/**
 * Benchmark: applying a 5-range batch edit over 100 units locally (applyChange, as the portal's
 * preview and offline overlay do) on a 100 units x 180 nights grid. Prints the median and worst
 * of several runs, and how many cells changed. Asserts nothing.
 *
 *   npx tsx tests/bench/calendar-apply.ts [runs, default 30]
 */
import { performance } from 'node:perf_hooks'
import { cellOf } from '../../src/domain/calendar/cells'
import { applyChange } from '../../src/domain/calendar/change'
import { addDays, datesFrom } from '../../src/domain/calendar/dates'
import { holidaysOf } from '../../src/domain/calendar/holidays'
import type { CalendarChange } from '../../src/domain/calendar/schemas'

const runs = Number(process.argv[2] ?? 30)
const today = '2026-11-22'
const dates = datesFrom(today, addDays(today, 179))
const holidays = holidaysOf('CHN')
const defaults = { basePrices: { weekday: 388, weekend: 458, holiday: 588 }, baseStock: 3 }
const grid = Array.from({ length: 100 }, (_, i) => ({
  unitId: `lu:unit-${i}`,
  days: dates.map((d) => cellOf(d, defaults, holidays, undefined, false)),
}))
const change: CalendarChange = {
  unitIds: grid.map((u) => u.unitId),
  ranges: [0, 35, 70, 105, 140].map((start) => ({ from: addDays(today, start), to: addDays(today, start + 29) })),
  price: { weekday: 420, weekend: 520, holiday: 699 },
  stock: 2,
}

let changed = 0
const times: number[] = []
for (let i = 0; i < runs; i++) {
  const t0 = performance.now()
  const after = applyChange(grid, change)
  times.push(performance.now() - t0)
  changed = 0
  after.forEach((u, ui) => u.days.forEach((c, di) => { if (c !== grid[ui]!.days[di]) changed += 1 }))
}
times.sort((a, b) => a - b)
console.log(`grid 100 units x ${dates.length} nights = ${100 * dates.length} cells; batch: 5 ranges x 30 nights over 100 units, price by day kind + stock`)
console.log(`applyChange: median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, worst ${times.at(-1)!.toFixed(2)} ms (${runs} runs); ${changed} cells changed`)
