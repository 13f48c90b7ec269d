import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** A free TCP port on 127.0.0.1 (the OS picks one; released before the instance binds it). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type Instance = { name: string; url: string; process: ChildProcess; output: string[]; kill(): void; stop(): Promise<void> }

/**
 * Starts the real server (src/server/main.ts) as its own process with this environment, and
 * waits until /api/health answers. Its output is kept (shown when it fails to start).
 */
export async function startInstance(name: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Instance> {
  const port = await freePort()
  const output: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), INSTANCE_ID: name }, stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited (${child.exitCode}):\n${output.join('')}`)
    try {
      const reply = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (reply.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`instance ${name} did not answer /api/health within ${timeoutMs} ms:\n${output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    name, url, process: child, output,
    kill: () => child.kill('SIGKILL'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}

export type Proxy = {
  url: string
  /** Requests forwarded to each instance, by name. */
  served: Map<string, number>
  /** Paths forwarded to each instance, in order. */
  log: Array<{ to: string; path: string }>
  /** Called before a request is forwarded (a test kills an instance mid-replay here). */
  onForward?: (to: Instance, path: string, nth: number) => void
  /** The instance a request should go to, when it is in service (a test pins a long-poll); else round-robin. */
  route?: (path: string) => string | undefined
  close(): Promise<void>
}

export type ProxyOptions = {
  /**
   * Ask each instance's /api/ready every this many ms, as a load balancer's health check does:
   * an instance answering anything but 200 (or not answering) is out of service until it answers
   * 200 again. Unset: an instance is taken out only when it refuses a connection.
   */
  readinessEveryMs?: number
}

/**
 * A small round-robin reverse proxy in front of the instances, as a load balancer would be:
 * each request goes to the next instance; an instance that refuses the connection is taken out
 * (the request gets 502, as from a real proxy without retries; the client's own retry goes to
 * the next one). It adds X-Forwarded-For like a proxy (the instances trust one hop).
 */
export async function startProxy(instances: Instance[], options: ProxyOptions = {}): Promise<Proxy> {
  let next = 0
  const down = new Set<string>()
  const served = new Map<string, number>()
  const log: Proxy['log'] = []
  const proxy: Proxy = { url: '', served, log, close: async () => {} }
  let checking: NodeJS.Timeout | undefined
  if (options.readinessEveryMs) {
    const check = async (instance: Instance) => {
      const ready = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.status === 200, () => false)
      if (ready) down.delete(instance.name)
      else down.add(instance.name)
    }
    checking = setInterval(() => void Promise.all(instances.map(check)), options.readinessEveryMs)
  }
  const server = http.createServer((req, res) => {
    const live = instances.filter((i) => !down.has(i.name))
    if (live.length === 0) {
      res.writeHead(502).end('no instance')
      return
    }
    const pinned = proxy.route?.(req.url ?? '')
    const to = live.find((i) => i.name === pinned) ?? live[next++ % live.length]!
    const nth = (served.get(to.name) ?? 0) + 1
    served.set(to.name, nth)
    log.push({ to: to.name, path: req.url ?? '' })
    proxy.onForward?.(to, req.url ?? '', nth)
    const target = new URL(req.url ?? '/', to.url)
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') down.add(to.name)
      if (!res.headersSent) res.writeHead(502).end('bad gateway')
      else res.destroy()
    })
    req.pipe(upstream)
  })
  server.keepAliveTimeout = 1_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  proxy.close = () => new Promise((resolve) => {
    clearInterval(checking)
    server.closeAllConnections()
    server.close(() => resolve())
  })
  return proxy
}
