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
  // Pay's React-free schemas too: `gatekit/pay`'s declarations never import zod either.
  const paySchemas = path.startsWith('src/pay/') && !path.startsWith('src/pay/react/')
  return coreSchemas.includes(path) || paySchemas || (path.startsWith('src/modules/') && !path.endsWith('Zod.ts'))
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

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '')

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
  const used = new Set(writtenTypes.flatMap((text) => [...withoutComments(text).matchAll(/\b([A-Z]\w*)\b/g)].map((match) => match[1]!)))
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

// Pass 3, on converted files (rerunnable): every written type is printed afresh from its schema, so that
// (a) a field keeps the doc comment written on the zod shape (users hover the written type, not the schema),
// (b) a field built from another named schema shows that schema's type by name (`Coin`, `Tx`, `AnyValue`)
//     instead of its shape inlined: a named schema of the same file is composed through `zodOf(xSchema)`
//     as one of another file is, and a schema whose type was written inline gets a named type,
// (c) string literals take the house style's single quotes.
const keywordArgument = (node: ts.TypeNode) =>
  node.kind === ts.SyntaxKind.StringKeyword || node.kind === ts.SyntaxKind.NumberKeyword || node.kind === ts.SyntaxKind.BooleanKeyword

type ConvertedSchema = { statement: ts.VariableStatement; declaration: ts.VariableDeclaration; name: string; argument: ts.TypeNode; zodName: string }

function convertedSchemas(file: ts.SourceFile): ConvertedSchema[] {
  const found: ConvertedSchema[] = []
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue
    for (const declaration of statement.declarationList.declarations) {
      const type = declaration.type
      if (!ts.isIdentifier(declaration.name) || !type || !ts.isTypeReferenceNode(type)) continue
      if (type.typeName.getText() !== 'ResponseSchema' || !type.typeArguments?.[0]) continue
      if (!declaration.initializer || !ts.isIdentifier(declaration.initializer)) continue
      found.push({ statement, declaration, name: declaration.name.text, argument: type.typeArguments[0], zodName: declaration.initializer.text })
    }
  }
  return found
}

const pascalNameOf = (name: string) => name.replace(/Schema$/, '').replace(/^./, (first) => first.toUpperCase())
const composingCalls = new Set(['array', 'nullish', 'optional', 'nullable', 'record', 'tuple'])

function isComposedPlace(node: ts.Identifier): boolean {
  const parent = node.parent
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return true
  if (ts.isArrayLiteralExpression(parent)) return true
  if (ts.isCallExpression(parent) && parent.arguments.includes(node)) {
    const callee = parent.expression
    return ts.isPropertyAccessExpression(callee) && callee.expression.getText() === 'z' && composingCalls.has(callee.name.text)
  }
  return false
}

// The named type's doc: the first sentence of its schema's doc comment.
function firstSentenceOfDoc(statement: ts.VariableStatement): string | undefined {
  const doc = ts.getJSDocCommentsAndTags(statement).filter(ts.isJSDoc).at(-1)
  const comment = typeof doc?.comment === 'string' ? doc.comment : undefined
  const first = comment?.replace(/\s+/g, ' ').trim().split(/(?<=\.)\s/)[0]
  return first && first.length <= 110 ? first : undefined
}

function nameAndCompose() {
  for (const file of program.getSourceFiles()) {
    if (!isTarget(file.fileName)) continue
    const schemas = convertedSchemas(file)
    if (schemas.length === 0) continue
    const edits: Edit[] = []
    let needsZodOf = false
    const named = new Map(schemas.filter((schema) => !keywordArgument(schema.argument)).map((schema) => [schema.zodName, schema]))
    for (const schema of schemas) {
      if (keywordArgument(schema.argument) || ts.isTypeReferenceNode(schema.argument)) continue
      const typeName = pascalNameOf(schema.name)
      edits.push({ start: schema.argument.getStart(), end: schema.argument.getEnd(), text: typeName })
      edits.push({
        start: schema.statement.getEnd(),
        end: schema.statement.getEnd(),
        text: `\n/** ${firstSentenceOfDoc(schema.statement) ?? `What {@link ${schema.name}} parses to.`} */\nexport type ${typeName} = ${schema.argument.getText()}`,
      })
    }
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue
      for (const declaration of statement.declarationList.declarations) {
        if (!declaration.initializer || !ts.isIdentifier(declaration.name) || !declaration.name.text.endsWith('Zod')) continue
        const visit = (node: ts.Node) => {
          if (ts.isIdentifier(node) && named.has(node.text) && isComposedPlace(node)) {
            edits.push({ start: node.getStart(), end: node.getEnd(), text: `/* @__PURE__ */ zodOf(${named.get(node.text)!.name})` })
            needsZodOf = true
          }
          ts.forEachChild(node, visit)
        }
        visit(declaration.initializer)
      }
    }
    if (edits.length === 0) continue
    let text = file.getFullText()
    for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
    if (needsZodOf && !/import \{[^}]*\bzodOf\b/.test(text)) text = addImport(text, file.fileName, ['zodOf'], false)
    writeFileSync(file.fileName, text)
    console.log(`${relative(root, file.fileName)}: named types and zodOf() compositions`)
  }
}

function docOf(symbol: ts.Symbol): string | undefined {
  for (const declaration of symbol.declarations ?? []) {
    const doc = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc).at(-1)
    if (doc) return doc.getText()
  }
  return undefined
}

function arrayElement(type: ts.Type): ts.Type | undefined {
  return checker.isArrayType(type) ? checker.getTypeArguments(type as ts.TypeReference)[0] : undefined
}

// Walks the printed type beside the checker's type and puts each property's doc comment on its line.
function attachDocs(node: ts.TypeNode, type: ts.Type) {
  if (ts.isParenthesizedTypeNode(node)) return attachDocs(node.type, type)
  if (ts.isArrayTypeNode(node)) {
    const element = arrayElement(type.isUnion() ? (type.types.find((member) => arrayElement(member)) ?? type) : type)
    if (element) attachDocs(node.elementType, element)
    return
  }
  if (ts.isUnionTypeNode(node)) {
    const members = type.isUnion() ? type.types : [type]
    for (const memberNode of node.types) {
      const inner = ts.isParenthesizedTypeNode(memberNode) ? memberNode.type : memberNode
      if (ts.isTypeLiteralNode(inner)) {
        const names = inner.members.flatMap((member) => (member.name ? [member.name.getText().replace(/^['"]|['"]$/g, '')] : []))
        const match = members.find((member) => member.flags & ts.TypeFlags.Object && !arrayElement(member) && names.every((name) => member.getProperty(name)) && member.getProperties().length === names.length)
        if (match) attachDocs(inner, match)
      } else if (ts.isArrayTypeNode(inner)) {
        const match = members.find((member) => arrayElement(member))
        if (match) attachDocs(inner, match)
      }
    }
    return
  }
  if (!ts.isTypeLiteralNode(node)) return
  for (const member of node.members) {
    if (!ts.isPropertySignature(member) || !member.name) continue
    const property = type.getProperty(member.name.getText().replace(/^['"]|['"]$/g, ''))
    if (!property) continue
    const doc = docOf(property)
    if (doc) {
      const inner = doc.slice(2, -2).split('\n').map((line, index) => (index === 0 ? line : ` ${line.trim()}`)).join('\n')
      ts.addSyntheticLeadingComment(member, ts.SyntaxKind.MultiLineCommentTrivia, inner, true)
    }
    if (member.type) attachDocs(member.type, checker.getTypeOfSymbol(property))
  }
}

function documentedType(type: ts.Type, at: ts.Node): string {
  const text = checker.typeToString(type, at, flags).replace(/"((?:[^"'\\]|\\.)*)"/g, "'$1'")
  if (text.includes('import(')) throw new Error(`${at.getSourceFile().fileName}: a type prints with import(): ${text}`)
  const source = ts.createSourceFile('x.ts', `type X = ${text}`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const alias = source.statements[0] as ts.TypeAliasDeclaration
  attachDocs(alias.type, type)
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed })
  const lines = printer
    .printNode(ts.EmitHint.Unspecified, alias.type, source)
    .replace(/^( {4})+/gm, (indent) => '  '.repeat(indent.length / 4))
    .replace(/;$/gm, '')
    .split('\n')
  // A doc comment's later lines come out unindented: indent them under their opening line.
  let docIndent = ''
  return lines
    .map((line) => {
      const opening = /^(\s*)\/\*\*/.exec(line)
      if (opening) docIndent = opening[1]!
      return /^ \*/.test(line) ? `${docIndent}${line}` : line
    })
    .join('\n')
}

// A written type that now names `Tx` no longer spells out what it imported for the inlined shape.
function dropUnusedTypeImports(source: string): string {
  const body = withoutComments(source.replace(/^import [^\n]*\n/gm, ''))
  const used = (name: string) => new RegExp(`\\b${name}\\b`).test(body)
  return source.replace(/^import (type )?\{([^}]*)\} from ([^\n]*)\n/gm, (line, typeOnly: string | undefined, names: string, from: string) => {
    const specifiers = names.split(',').map((name) => name.trim()).filter(Boolean)
    const kept = specifiers.filter((specifier) => {
      const isType = Boolean(typeOnly) || specifier.startsWith('type ')
      return !isType || used(specifier.replace(/^type /, '').split(' as ').at(-1)!.trim())
    })
    if (kept.length === specifiers.length) return line
    return kept.length === 0 ? '' : `import ${typeOnly ?? ''}{ ${kept.join(', ')} } from ${from}\n`
  })
}

function rewriteWrittenTypes() {
  for (const file of program.getSourceFiles()) {
    if (!isTarget(file.fileName)) continue
    const schemas = convertedSchemas(file)
    const edits: Edit[] = []
    const written: string[] = []
    for (const schema of schemas) {
      if (keywordArgument(schema.argument) || !ts.isTypeReferenceNode(schema.argument)) continue
      const typeName = schema.argument.typeName.getText()
      const alias = file.statements.find(
        (candidate): candidate is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(candidate) && candidate.name.text === typeName,
      )
      if (!alias) continue
      const output = zodOutputType(schema.declaration.initializer!)
      if (!output) continue
      const text = documentedType(output, schema.declaration)
      written.push(text)
      edits.push({ start: alias.type.getStart(), end: alias.type.getEnd(), text })
      const check = file.statements.find(
        (candidate): candidate is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(candidate) && candidate.name.text === `_${schema.zodName}Check`,
      )
      const checkText = `type _${schema.zodName}Check = [Assignable<z.output<typeof ${schema.zodName}>, ${typeName}>, Assignable<${typeName}, z.output<typeof ${schema.zodName}>>]`
      if (check) edits.push({ start: check.getStart(), end: check.getEnd(), text: checkText })
    }
    if (edits.length === 0) continue
    let text = file.getFullText()
    for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
    text = dropUnusedTypeImports(importNamedTypes(text, file.fileName, written))
    writeFileSync(file.fileName, text)
    console.log(`${relative(root, file.fileName)}: written types printed afresh`)
  }
}

const reload = () => {
  program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
  checker = program.getTypeChecker()
}

collect()
rewrite('reopen')
reload()
collect()
rewrite('write')
reload()
nameAndCompose()
reload()
rewriteWrittenTypes()
