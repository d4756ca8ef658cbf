// A process that installs the server's process logging (server/logProcess.ts, as main.ts does
// first) and then fails the way the argument says: process-log.test.ts reads what it writes.
import '../../server/logProcess.ts'

const failure = process.argv[2]

if (failure === 'warnings') {
  process.emitWarning('This call is old', 'DeprecationWarning', 'DEP9999')
  // Node's own deprecation (DEP0005), emitted by Node itself.
  new Buffer(1)
  console.error('a library prints\na stack of its own\n    at somewhere (file.js:1:1)')
  console.log('and a second thing')
  setTimeout(() => process.exit(0), 50)
} else if (failure === 'uncaught') {
  setTimeout(() => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432\nmore text'), {
      code: 'ECONNREFUSED',
    })
  }, 10)
} else if (failure === 'rejection') {
  void Promise.reject(Object.assign(new Error('Invalid login: 535'), { code: 'EAUTH' }))
} else {
  throw new Error(`Unknown failure ${failure}`)
}
