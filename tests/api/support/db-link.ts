import net from 'node:net'

/**
 * A TCP link to the PostgreSQL server of `databaseUrl` that a test cuts and restores, as a
 * network failure or a database restart would: `url` reaches the same database through it.
 */
export type DbLink = { url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }

export async function dbLink(databaseUrl: string): Promise<DbLink> {
  const target = new URL(databaseUrl)
  // `npm test`'s cluster listens on a Unix socket in the directory the URL's host parameter names
  const socketDir = target.searchParams.get('host')
  const connect = () => socketDir?.startsWith('/')
    ? net.connect(`${socketDir}/.s.PGSQL.${target.port || 5432}`)
    : net.connect(Number(target.port || 5432), target.hostname)
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = connect()
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const through = new URL(databaseUrl)
  through.hostname = '127.0.0.1'
  through.port = String(port)
  through.searchParams.delete('host')
  const cut = async () => {
    // close() waits for the open connections: they are cut first
    const closed = new Promise((resolve) => server.close(resolve))
    for (const socket of sockets) socket.destroy()
    await closed
  }
  return {
    url: through.toString(),
    cut,
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      if (server.listening) await cut()
      else for (const socket of sockets) socket.destroy()
    },
  }
}
