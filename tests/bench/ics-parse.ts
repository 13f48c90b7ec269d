/**
 * Benchmark: reading a large outside calendar (.ics) into busy nights (busyNightsOf) for 1,000,
 * 5,000 and 14,000 generated stays (a real channel feed keeps years of past stays), on the main
 * thread and through the worker the server reads feeds with (start-up included). Prints the
 * median of a few runs and the ratio per event; asserts nothing. Linear: the time per 1,000
 * events stays about the same.
 *
 *   npx tsx tests/bench/ics-parse.ts [runs, default 3]
 */
import { performance } from 'node:perf_hooks'
import { busyNightsOf } from '../../src/domain/calendar/ics-parse'
import { readIcsOffThread } from '../../src/server/services/calendar/ics-worker-run'
import { FEED_LIMITS } from '../../src/domain/calendar/feed-schemas'
import { FEED_FETCH_LIMITS } from '../../src/server/services/calendar/feeds-fetch'
import { bigFeed, denseFeed } from '../fixtures/ics/generate'

const runs = Number(process.argv[2] ?? 3)
const range = { from: '2026-11-21', to: '2027-11-20' }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

// warm up ical.js once
busyNightsOf(bigFeed(200).text, range, 'CHN')
for (const count of [1000, 5000, 14000]) {
  const feed = bigFeed(count)
  const main: number[] = []
  const worker: number[] = []
  let nights = 0
  for (let i = 0; i < runs; i++) {
    let t = performance.now()
    const result = busyNightsOf(feed.text, range, 'CHN')
    main.push(performance.now() - t)
    nights = result.ok ? result.nights.length : -1
    t = performance.now()
    await readIcsOffThread({ text: feed.text, range, country: 'CHN' }, { budgetMs: 60_000, heapMb: 128 })
    worker.push(performance.now() - t)
  }
  const m = median(main)
  console.log(`${String(count).padStart(6)} events ${(feed.text.length / 1e6).toFixed(2)} MB: main thread ${m.toFixed(0)} ms (${(m / (count / 1000)).toFixed(1)} ms per 1k), worker ${median(worker).toFixed(0)} ms, ${nights} nights in the year`)
}

// The densest feed the fetch lets in (just under 2 MB, one event a night for a century): the
// worker's read against the budget the server gives it (FEED_LIMITS.parseBudgetMs).
{
  const dense = denseFeed(FEED_FETCH_LIMITS.maxBytes - 1000)
  const worker: number[] = []
  let nights = 0
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    const out = await readIcsOffThread({ text: dense.text, range, country: 'CHN' }, { budgetMs: 120_000, heapMb: FEED_LIMITS.parseHeapMb })
    worker.push(performance.now() - t)
    nights = out.ok ? out.nights.length : -1
  }
  const m = median(worker)
  console.log(`dense 2 MB feed, ${dense.events} events: worker ${m.toFixed(0)} ms against the server's budget of ${FEED_LIMITS.parseBudgetMs} ms (${(m / FEED_LIMITS.parseBudgetMs * 100).toFixed(0)} % of it), ${nights} nights in the year`)
}
