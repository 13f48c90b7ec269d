/**
 * Benchmark: what compression saves and costs on the wire.
 * - the grid's read (calendarGet, 100 units x 180 days): size of the answer raw and gzip-encoded
 *   (hono/compress on /api/*), and its time either way;
 * - the first request for the largest built asset of dist/ (run `npx vite build` first): from the
 *   build's precompressed .br copy, and without copies (the server compresses it itself, off the
 *   event loop), with the time of an /api/health call made meanwhile.
 * Prints figures; asserts nothing.
 *
 *   npx tsx tests/bench/compression.ts [calendarGet repetitions, default 10]
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { signedUrl, startServer } from '../api/support/server'
import { insertUnits, signIn } from './support/bench-host'

const repetitions = Number(process.argv[2] ?? 10)
const distDir = path.resolve('dist')

type Raw = { status: number; headers: http.IncomingHttpHeaders; wireBytes: number; ms: number }

/** A raw GET: the bytes as they came on the wire (no decompression) and the time to the last one. */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  const start = performance.now()
  return new Promise((resolve, reject) => {
    http.get(url, { headers, agent: false }, (res) => {
      let wireBytes = 0
      res.on('data', (chunk: Buffer) => { wireBytes += chunk.length })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, wireBytes, ms: performance.now() - start }))
    }).on('error', reject)
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`

// The grid's read
{
  const server = await startServer()
  const session = await signIn(server, '13677770089')
  await insertUnits(server, Number(session.userId), 100)
  const url = await signedUrl(server, 'calendarGet', {}, { session })
  console.log('calendarGet, 100 units x 180 days')
  for (const encoding of ['identity', 'gzip']) {
    const times: number[] = []
    let last: Raw | undefined
    for (let i = 0; i < repetitions; i++) {
      last = await rawGet(url, { 'Accept-Encoding': encoding, 'X-Forwarded-For': `10.77.0.${i + 1}` })
      times.push(last.ms)
    }
    console.log(`  Accept-Encoding ${encoding.padEnd(8)} HTTP ${last!.status}  ${kib(last!.wireBytes).padStart(9)} on the wire (Content-Encoding ${last!.headers['content-encoding'] ?? 'none'})  median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms`)
  }
  await server.close()
}

// The first request for the largest built asset
{
  const assets = fs.existsSync(path.join(distDir, 'assets')) ? fs.readdirSync(path.join(distDir, 'assets')).filter((f) => /\.(js|css)$/.test(f)) : []
  if (assets.length === 0) {
    console.log('no built portal in dist/: run `npx vite build` first')
  } else {
    const largest = assets.map((f) => ({ f, size: fs.statSync(path.join(distDir, 'assets', f)).size })).sort((a, b) => b.size - a.size)[0]!
    const hasCopies = fs.existsSync(path.join(distDir, 'assets', `${largest.f}.br`))
    console.log(`first request for the largest asset, assets/${largest.f} (${kib(largest.size)}), Accept-Encoding br, gzip`)
    // without copies: the asset alone in a fresh dist
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'))
    fs.mkdirSync(path.join(bare, 'assets'))
    fs.copyFileSync(path.join(distDir, 'assets', largest.f), path.join(bare, 'assets', largest.f))
    for (const [label, dir] of [[hasCopies ? 'precompressed .br (dist/)' : 'dist/ (no .br copies: build without the plugin?)', distDir], ['no copies, server compresses', bare]] as const) {
      const server = await startServer({ distDir: dir })
      const asset = rawGet(`${server.url}/assets/${largest.f}`, { 'Accept-Encoding': 'br, gzip' })
      const health = rawGet(`${server.url}/api/health`, {})
      const [first, h] = await Promise.all([asset, health])
      const second = await rawGet(`${server.url}/assets/${largest.f}`, { 'Accept-Encoding': 'br, gzip' })
      console.log(`  ${label.padEnd(48)} first ${first.ms.toFixed(0).padStart(5)} ms (${first.headers['content-encoding'] ?? 'none'}, ${kib(first.wireBytes)})  second ${second.ms.toFixed(0).padStart(4)} ms  /api/health meanwhile ${h.ms.toFixed(0)} ms`)
      await server.close()
    }
    fs.rmSync(bare, { recursive: true, force: true })
  }
}


