// Every class a component reads from its CSS module (`styles.name`), and every class a module
// composes from another, must exist: CSS Modules turn an unknown one into the class name
// 'undefined' silently, which once left the interview modals without any inner padding.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const sourceFiles = (readdirSync('src', { recursive: true }) as string[]).map((file) =>
  join('src', file),
)

const classesOf = (cssFile: string): Set<string> =>
  new Set([...readFileSync(cssFile, 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))

const problems: string[] = []

for (const cssFile of sourceFiles.filter((file) => file.endsWith('.module.css'))) {
  const css = readFileSync(cssFile, 'utf8')
  for (const [, names, from] of css.matchAll(
    /composes:\s*([\w\s-]+?)\s+from\s+['"]([^'"]+)['"]/g,
  )) {
    const target = join(dirname(cssFile), from!)
    const known = classesOf(target)
    for (const name of names!.split(/\s+/).filter(Boolean)) {
      if (!known.has(name))
        problems.push(`${cssFile} composes '${name}', which ${from} does not have`)
    }
  }
}

for (const source of sourceFiles.filter((file) => file.endsWith('.tsx'))) {
  const code = readFileSync(source, 'utf8')
  for (const [, binding, from] of code.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
    const cssFile = join(dirname(source), from!)
    const known = classesOf(cssFile)
    for (const [, name] of code.matchAll(new RegExp(`\\b${binding}\\.([_a-zA-Z][\\w]*)`, 'g'))) {
      if (!known.has(name!)) {
        problems.push(
          `${source} uses ${binding}.${name}, which ${relative('.', cssFile)} does not have`,
        )
      }
    }
  }
}

if (problems.length) {
  console.error(`Unknown CSS-module classes:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('Every CSS-module class that is used or composed exists.')
