import { randomBytes } from 'node:crypto'
import os from 'node:os'

/** This server process, as the logs and `jobs list` name it (INSTANCE_ID, else host:pid:random). */
export const INSTANCE_ID = process.env.INSTANCE_ID?.trim() || `${os.hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`
