// Codemod: every exported schema of src/core/schemas.ts and src/modules/** shows users a plain
// TypeScript type, never zod's (issue 12, point 8: a one-hook app type-checks without loading
// zod's declarations). For each `export const xSchema = z....`:
//   const xZod = z....                                        // the zod schema, module-private
//   export type X = { ...written out by the TypeScript checker... }
//   type _XCheck = [Assignable<z.output<typeof xZod>, X>, Assignable<X, z.output<typeof xZod>>]
//   export const xSchema: ResponseSchema<X> = xZod              // what declarations show
// The check makes `tsc` fail when the schema and the written type drift apart. Schemas imported
// from another file and used inside a zod call become `zodOf(xSchema)`. Rerunnable: files whose
// schemas are already `ResponseSchema`s are left alone.
//
//   npx tsx scripts/codemods/written-response-types.ts           # the whole of src
import { writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import ts from 'typescript'

const configPath = ts.findConfigFile('.', ts.sys.fileExists, 'tsconfig.json')!
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, '.')
const root = process.cwd()
let program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
let checker = program.getTypeChecker()

const isTarget = (fileName: string) => {
  const path = relative(root, fileName)
  // `*Zod.ts` files hold zod forms other files extend, and no entry re-exports them: they stay zod.
  const coreSchemas = ['src/core/schemas.ts', 'src/core/txSchemas.ts', 'src/core/blockSchemas.ts']
  return coreSchemas.includes(path) || (path.startsWith('src/modules/') && !path.endsWith('Zod.ts'))
}

type Edit = { start: number; end: number; text: string }
type SchemaDeclaration = { statement: ts.VariableStatement; declaration: ts.VariableDeclaration; name: string }

let schemaSymbols = new Set<ts.Symbol>()
let declarationsByFile = new Map<ts.SourceFile, SchemaDeclaration[]>()

function zodOutputType(node: ts.Node): ts.Type | undefined {
  const type = checker.getTypeAtLocation(node)
  const zodProperty = type.getProperty('_zod')
  if (!zodProperty) return undefined
  const internals = checker.getTypeOfSymbolAtLocation(zodProperty, node)
  const output = internals.getProperty('output')
  return output ? checker.getTypeOfSymbolAtLocation(output, node) : undefined
}

function collect() {
  schemaSymbols = new Set()
  declarationsByFile = new Map()
  for (const file of program.getSourceFiles()) {
    if (!isTarget(file.fileName)) continue
    const found: SchemaDeclaration[] = []
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue
        if (declaration.type) {
          // Converted on an earlier run: other files still reopen it with zodOf() inside zod calls.
          if (declaration.type.getText().startsWith('ResponseSchema<')) schemaSymbols.add(checker.getSymbolAtLocation(declaration.name)!)
          continue
        }
        if (!zodOutputType(declaration.name)) continue
        found.push({ statement, declaration, name: declaration.name.text })
        schemaSymbols.add(checker.getSymbolAtLocation(declaration.name)!)
      }
    }
    if (found.length > 0) declarationsByFile.set(file, found)
  }
}

const zodNameOf = (name: string) => `${name.replace(/Schema$/, '')}Zod`
const flags =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.InTypeAlias

// Prints a type written out, reformatted by the printer so that objects take one member a line.
function writtenType(type: ts.Type, at: ts.Node): string {
  const text = checker.typeToString(type, at, flags)
  if (text.includes('import(')) throw new Error(`${at.getSourceFile().fileName}: a type prints with import(): ${text}`)
  const source = ts.createSourceFile('x.ts', `type X = ${text}`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed })
  const alias = source.statements[0] as ts.TypeAliasDeclaration
  return printer
    .printNode(ts.EmitHint.Unspecified, alias.type, source)
    .replace(/^( {4})+/gm, (indent) => '  '.repeat(indent.length / 4))
    .replace(/;$/gm, '') // the project's style: no semicolons
}

function isInsideZodCall(node: ts.Node): boolean {
  for (let parent = node.parent; parent && !ts.isSourceFile(parent); parent = parent.parent) {
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'z') return true
    }
    if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name) && parent.name.text === 'response') return false
  }
  return false
}

function relativeImport(from: string, to: string): string {
  const path = relative(dirname(from), to)
  return path.startsWith('.') ? path : `./${path}`
}

function addImport(source: string, fileName: string, names: readonly string[], typeOnly: boolean): string {
  if (names.length === 0) return source
  const from = relativeImport(fileName, `${root}/src/core/responseSchema.ts`)
  const line = `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${from}'\n`
  const imports = [...source.matchAll(/^import [^\n]*\n/gm)]
  const last = imports.at(-1)
  const at = last ? last.index + last[0].length : 0
  return source.slice(0, at) + line + source.slice(at)
}

// Pass 1 reopens imported schemas inside zod calls with zodOf(); pass 2, on the program as pass 1 left it,
// writes the output types out (before pass 1, a schema composed from an opaque one has no output type).
// The checker prints a type alias of another file by its name (`Coin`); the file then imports it.
function importNamedTypes(source: string, fileName: string, writtenTypes: readonly string[]): string {
  const exportedTypes = new Map<string, string>()
  for (const file of program.getSourceFiles()) {
    if (!isTarget(file.fileName)) continue
    for (const statement of file.statements) {
      if (!ts.isTypeAliasDeclaration(statement)) continue
      if (statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
        exportedTypes.set(statement.name.text, file.fileName)
      }
    }
  }
  const declared = new Set([...source.matchAll(/\b(?:type|interface|import type \{[^}]*)\b\s*(\w+)/g)].map((match) => match[1]))
  const imported = new Set([...source.matchAll(/^import[^\n]*\{([^}]*)\}/gm)].flatMap((match) => match[1]!.split(',').map((name) => name.replace(/\btype\b/, '').trim())))
  const local = new Set([...source.matchAll(/^export type (\w+)/gm)].map((match) => match[1]))
  const used = new Set(writtenTypes.flatMap((text) => [...text.matchAll(/\b([A-Z]\w*)\b/g)].map((match) => match[1]!)))
  let next = source
  for (const name of used) {
    const home = exportedTypes.get(name)
    if (!home || home === fileName || imported.has(name) || local.has(name) || declared.has(name)) continue
    const from = relativeImport(fileName, home)
    const imports = [...next.matchAll(/^import [^\n]*\n/gm)]
    const last = imports.at(-1)
    const at = last ? last.index + last[0].length : 0
    next = `${next.slice(0, at)}import type { ${name} } from '${from}'\n${next.slice(at)}`
  }
  return next
}

function rewrite(pass: 'reopen' | 'write') {
  for (const file of program.getSourceFiles()) {
    if (!relative(root, file.fileName).startsWith('src/') || file.isDeclarationFile) continue
    const own = pass === 'write' ? (declarationsByFile.get(file) ?? []) : []
    const ownSymbols = new Map(own.map((entry) => [checker.getSymbolAtLocation(entry.declaration.name)!, entry]))
    const edits: Edit[] = []
  const written: string[] = []
    let needsZodOf = false

    // References: a schema of this file used inside a zod call refers to its zod form; one of another file
    // is reopened with zodOf().
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && !(ts.isVariableDeclaration(node.parent) && node.parent.name === node)) {
        const parent = node.parent
        const isImportName = ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)
        const reopened = ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'zodOf'
        const symbol = checker.getSymbolAtLocation(node)
        const target = symbol && (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol)
        if (target && !isImportName && !reopened && !ts.isTypeQueryNode(parent) && isInsideZodCall(node)) {
          const mine = ownSymbols.get(target)
          if (mine) edits.push({ start: node.getStart(), end: node.getEnd(), text: zodNameOf(mine.name) })
          else if (schemaSymbols.has(target)) {
            edits.push({ start: node.getStart(), end: node.getEnd(), text: `/* @__PURE__ */ zodOf(${node.text})` })
            needsZodOf = true
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)

    for (const entry of own) {
      const { statement, declaration, name } = entry
      const zodName = zodNameOf(name)
      const output = zodOutputType(declaration.name)!
      const alias = file.statements.find(
        (candidate): candidate is ts.TypeAliasDeclaration =>
          ts.isTypeAliasDeclaration(candidate) &&
          new RegExp(`^z\\.(output|infer)<typeof ${name}>$`).test(candidate.type.getText()),
      )
      const writtenText = writtenType(output, declaration)
      written.push(writtenText)
      const typeName = alias ? alias.name.text : writtenText
      const trivia = statement.getFullText().slice(0, statement.getStart() - statement.getFullStart())
      const docStart = trivia.lastIndexOf('/**')
      const docs = docStart === -1 ? '' : trivia.slice(docStart).trim()
      // The zod schema keeps its place, unexported; its doc comment moves to the public export.
      if (docStart !== -1) edits.push({ start: statement.getFullStart() + docStart, end: statement.getStart(), text: '' })
      edits.push({ start: statement.getStart(), end: declaration.name.getEnd(), text: `const ${zodName}` })
      if (alias) edits.push({ start: alias.type.getStart(), end: alias.type.getEnd(), text: writtenText })
      const check = `type _${zodName}Check = [Assignable<z.output<typeof ${zodName}>, ${typeName}>, Assignable<${typeName}, z.output<typeof ${zodName}>>]`
      edits.push({
        start: statement.getEnd(),
        end: statement.getEnd(),
        text: `\n${check}\n${docs ? `${docs}\n` : ''}export const ${name}: ResponseSchema<${typeName}> = ${zodName}`,
      })
    }

    if (edits.length === 0) continue
    let text = file.getFullText()
    for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) {
      text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
    }
    if (own.length > 0) text = addImport(text, file.fileName, ['Assignable', 'ResponseSchema'], true)
    if (own.length > 0) text = importNamedTypes(text, file.fileName, written)
    if (needsZodOf) text = addImport(text, file.fileName, ['zodOf'], false)
    writeFileSync(file.fileName, text)
    console.log(`${relative(root, file.fileName)}: ${own.length} schemas written out${needsZodOf ? ', zodOf() for imported ones' : ''}`)
  }
}

collect()
rewrite('reopen')
program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
checker = program.getTypeChecker()
collect()
rewrite('write')
