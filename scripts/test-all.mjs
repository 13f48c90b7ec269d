#!/usr/bin/env node
// `npm test`: the types (tsc), vitest (unit + api on SQLite), the api tests again on PostgreSQL (a throwaway
// cluster: scripts/pg-cluster.mjs; skipped with a notice where PostgreSQL is not installed), and
// Playwright (e2e) on one build of the portal, made beside the types. Each suite's output is
// printed whole when it ends (also kept under test-results/logs/), then the time of each suite and
// the total, the counts per suite and, last, the plain line
// `N passed, N failed, N skipped` that CI reads. Exits 1 on any failure, or when a runner crashed
// without writing its report.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { postgresAvailable, startCluster } from './pg-cluster.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = path.join(root, 'node_modules', '.bin')
const resultsDir = path.join(root, 'test-results')
const vitestReport = path.join(resultsDir, 'vitest.json')
const vitestPgReport = path.join(resultsDir, 'vitest-postgres.json')
const e2eReport = path.join(resultsDir, 'e2e.json')
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` }

fs.mkdirSync(resultsDir, { recursive: true })
for (const file of [vitestReport, vitestPgReport, e2eReport]) fs.rmSync(file, { force: true })

const began = Date.now()
/** Wall time of each runner, printed in the summary so a suite that grows is seen. */
const timings = []
const vitestArgs = ['--reporter=default', '--reporter=json', '--allowOnly=false']

// one build of the portal for every browser test (the e2e set-up skips its own), beside the types;
// then the suites one after the other, each on both cores: side by side (tried: issue 39) the two
// cores were shared by four runners, the browser tests slowed to half speed and their timing
// became flaky, for no gain in the total
const [build, typesExit] = await Promise.all([
  run('build (vite, for e2e)', 'vite', ['build', '--outDir', 'dist', '--emptyOutDir']),
  run('tsc (types)', 'tsc', ['--noEmit', '-p', '.']),
])
// three workers on SQLite: its tests wait on real server processes and timers as much as they
// compute, so a third keeps the cores busy (263 -> 219 s here); on PostgreSQL the database's own
// processes fill the cores already (324 s with two, 328 with three), so it keeps two
const vitestExit = await run('vitest (unit + api on SQLite)', 'vitest', ['run', '--maxWorkers=3', ...vitestArgs, `--outputFile=${vitestReport}`])
const postgres = await runOnPostgres()
const e2eExit = build === 0 ? await run('playwright (e2e)', 'playwright', ['test'], { E2E_SKIP_BUILD: '1' }) : build
timings.push(`total: ${seconds(began)} s`)

const suites = [
  { name: 'types (tsc)', passed: typesExit === 0 ? 1 : 0, failed: typesExit === 0 ? 0 : 1, skipped: 0 },
  ...vitestSuites(readJson(vitestReport), vitestExit),
  ...(postgres ? [pgSuite(readJson(vitestPgReport), postgres.exit)] : []),
  build === 0 ? e2eSuite(readJson(e2eReport), e2eExit) : { name: 'e2e', crashed: `the build failed (exit ${build})` },
]
const total = { passed: 0, failed: 0, skipped: 0 }
let broken = false
console.log('\nTime per suite')
for (const line of timings) console.log(`  ${line}`)
console.log('\nTest summary')
for (const suite of suites) {
  if (suite.crashed) {
    broken = true
    console.log(`  ${suite.name}: runner crashed (${suite.crashed})`)
    continue
  }
  console.log(`  ${suite.name}: ${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped`)
  total.passed += suite.passed
  total.failed += suite.failed
  total.skipped += suite.skipped
}
if (broken && total.failed === 0) total.failed = suites.filter((s) => s.crashed).length
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(broken || total.failed > 0 ? 1 : 0)

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(0)
}

/** Runs a tool with its output shown as it comes and kept in test-results/logs/; resolves with its exit code. */
function run(label, tool, args, extraEnv = {}) {
  const started = Date.now()
  const logs = path.join(resultsDir, 'logs')
  fs.mkdirSync(logs, { recursive: true })
  const log = fs.createWriteStream(path.join(logs, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.log`))
  console.log(`\n===== [${seconds(began)} s] ${label}: ${tool} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(path.join(bin, tool), args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        process.stdout.write(chunk)
        log.write(chunk)
      })
    }
    const finish = (code) => {
      log.end()
      timings.push(`${label}: ${seconds(started)} s`)
      console.log(`===== ${label}: exit ${code} after ${seconds(started)} s`)
      resolve(code)
    }
    child.on('error', (error) => {
      console.error(`${tool} could not start: ${error.message}`)
      finish(1)
    })
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)))
  })
}

/** The api project again with TEST_DATABASE_URL on a throwaway cluster; null when not installed. */
async function runOnPostgres() {
  if (!postgresAvailable()) {
    console.log('\nPostgreSQL is not installed here: the api tests ran on SQLite only (apt-get install postgresql)')
    return null
  }
  let cluster
  try {
    cluster = startCluster()
  } catch (error) {
    console.error(`PostgreSQL cluster could not start: ${error.message}`)
    return { exit: 1 }
  }
  try {
    // two files at once: each test server has its own database on the cluster, and the tests wait on
    // PostgreSQL (another process) for much of their time
    const exit = await run('vitest (api on PostgreSQL)', 'vitest', ['run', '--project', 'api', '--maxWorkers=2', ...vitestArgs, `--outputFile=${vitestPgReport}`], { TEST_DATABASE_URL: cluster.url })
    return { exit }
  } finally {
    cluster.stop()
  }
}

/** The api suite's counts on PostgreSQL. */
function pgSuite(report, exitCode) {
  const [first, api] = vitestSuites(report, exitCode)
  const crashed = first?.crashed ?? (api ? undefined : `no report, exit ${exitCode}`)
  if (crashed || !api) return { name: 'api on PostgreSQL', crashed: crashed ?? 'no api tests' }
  return { ...api, name: 'api on PostgreSQL' }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** Counts per vitest project (unit, api), from the file path of each test file. */
function vitestSuites(report, exitCode) {
  if (!report || !Array.isArray(report.testResults)) {
    return [{ name: 'unit + api (vitest)', crashed: `no report, exit ${exitCode}` }]
  }
  const byName = new Map()
  for (const file of report.testResults) {
    const relative = path.relative(root, file.name ?? '')
    const name = relative.startsWith(`tests${path.sep}api`) ? 'api' : 'unit'
    const suite = byName.get(name) ?? { name, passed: 0, failed: 0, skipped: 0 }
    byName.set(name, suite)
    const tests = file.assertionResults ?? []
    for (const t of tests) {
      if (t.status === 'passed') suite.passed++
      else if (t.status === 'failed') suite.failed++
      else suite.skipped++
    }
    // A file that failed without a failed test (it did not load, or a hook threw) is a failure.
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      suite.failed++
      console.error(`  ${relative}: ${(file.message ?? 'failed to run').split('\n')[0]}`)
    }
  }
  const result = ['unit', 'api'].map((name) => byName.get(name) ?? { name, passed: 0, failed: 0, skipped: 0 })
  const counted = result.reduce((n, s) => n + s.failed, 0)
  if (exitCode !== 0 && counted === 0) result[0] = { name: 'unit + api (vitest)', crashed: `exit ${exitCode} with no failed test` }
  return result
}

/** Counts of the Playwright JSON report; global setup errors count as failures. */
function e2eSuite(report, exitCode) {
  if (!report || !report.stats) return { name: 'e2e', crashed: `no report, exit ${exitCode}` }
  const { expected = 0, unexpected = 0, skipped = 0, flaky = 0 } = report.stats
  const errors = Array.isArray(report.errors) ? report.errors.length : 0
  for (const error of report.errors ?? []) console.error(`  e2e: ${(error.message ?? '').split('\n')[0]}`)
  if (flaky > 0) console.log(`  e2e: ${flaky} test(s) passed only on the retry (flaky): see test-results/e2e.json`)
  const suite = { name: 'e2e', passed: expected + flaky, failed: unexpected + errors, skipped }
  if (exitCode !== 0 && suite.failed === 0) return { name: 'e2e', crashed: `exit ${exitCode} with no failed test` }
  return suite
}
