import { scryptSync } from 'node:crypto'

/** One scrypt derivation, run on a thread of the hashing pool (hash-pool.ts); plain Node, no imports of the app. */
export type HashTask = { password: string; salt: Uint8Array; n: number; r: number; p: number; length: number; maxmem: number }

export default function derive(task: HashTask): Uint8Array {
  return scryptSync(task.password.normalize('NFKC'), task.salt, task.length, { N: task.n, r: task.r, p: task.p, maxmem: task.maxmem })
}
