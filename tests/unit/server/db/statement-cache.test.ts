import SQLite from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { withStatementCache } from '../../../../src/server/db/connect'

/** The server's SQLite statements are compiled once per text and reused (decision 0032). */
describe('withStatementCache', () => {
  function setup() {
    const sqlite = new SQLite(':memory:')
    sqlite.exec('create table t (n integer)')
    const prepare = vi.spyOn(sqlite, 'prepare')
    return { sqlite, prepare, db: withStatementCache(sqlite) }
  }

  it('compiles a text once and answers from the kept statement afterwards', () => {
    const { db, prepare } = setup()
    for (let i = 0; i < 5; i++) db.prepare('insert into t (n) values (?)').run(i)
    expect(db.prepare('select count(*) as c from t').get()).toEqual({ c: 5 })
    expect(db.prepare('select count(*) as c from t').get()).toEqual({ c: 5 })
    expect(prepare).toHaveBeenCalledTimes(2)
  })

  it('never hands out a statement that is still being iterated', () => {
    const { db, prepare } = setup()
    db.prepare('insert into t (n) values (1), (2)').run()
    const rows = db.prepare('select n from t').iterate()
    expect(rows.next().value).toEqual({ n: 1 })
    // the same text while the first is busy: a new statement, not an error
    expect(db.prepare('select n from t').all()).toEqual([{ n: 1 }, { n: 2 }])
    expect(prepare.mock.calls.filter(([sql]) => sql === 'select n from t')).toHaveLength(2)
    rows.return?.()
  })

  it('keeps at most 500 texts, dropping the least recently used', () => {
    const { db, prepare } = setup()
    db.prepare('select 0')
    for (let i = 1; i <= 500; i++) db.prepare(`select ${i}`)
    db.prepare('select 500') // recently used: kept
    db.prepare('select 0') // dropped by the 501st text: compiled again
    expect(prepare.mock.calls.filter(([sql]) => sql === 'select 0')).toHaveLength(2)
    expect(prepare.mock.calls.filter(([sql]) => sql === 'select 500')).toHaveLength(1)
  })
})
