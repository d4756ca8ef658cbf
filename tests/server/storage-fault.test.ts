// Which database errors end the embedded database's process (storageFault.ts): the disk's,
// never a request's.
import { describe, expect, it } from 'vitest'
import { isStorageFault, watchStorageFaults } from '../../server/db/storageFault.ts'

const pgError = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('a storage fault', () => {
  it('is a file PostgreSQL cannot write, a full disk, or PGlite aborting, also as a cause', () => {
    const denied = pgError('could not open file "base/5/5002": Permission denied', '42501')
    expect(isStorageFault(denied)).toBe(true)
    expect(isStorageFault(pgError('could not extend file "base/5/16527_fsm"', '53100'))).toBe(true)
    expect(isStorageFault(new WebAssembly.RuntimeError('Aborted()'))).toBe(true)
    expect(isStorageFault(new Error('Failed query: insert …', { cause: denied }))).toBe(true)
  })

  it('is not an error a request causes', () => {
    const duplicate = pgError('duplicate key value violates unique constraint "x"', '23505')
    expect(isStorageFault(duplicate)).toBe(false)
    expect(isStorageFault(pgError('permission denied for table members', '42501'))).toBe(false)
    expect(isStorageFault(new Error('Failed query', { cause: duplicate }))).toBe(false)
    expect(isStorageFault('could not open file')).toBe(false)
  })

  it('is reported once, by the watched calls, which still fail as before', async () => {
    const full = pgError('could not extend file "base/5/1": No space left on device', '53100')
    const target = {
      fails: 0,
      async query(kind: string) {
        this.fails++
        throw kind === 'disk' ? full : pgError('syntax error', '42601')
      },
    }
    const watch = watchStorageFaults(target, ['query'])
    await expect(target.query('syntax')).rejects.toThrow('syntax error')
    expect(watch.current()).toBeUndefined()
    await expect(target.query('disk')).rejects.toBe(full)
    await expect(watch.fault).resolves.toBe(full)
    expect(watch.current()).toBe(full)
    expect(target.fails).toBe(2)
  })
})
