/**
 * Finds every Firestore query in the given source files with the TypeScript compiler and works
 * out, statically, its collection and the field paths it filters and orders on. Both SDKs:
 *
 * - admin: `db.collection(x).where(f, op, v).orderBy(g)...` (and `collectionGroup`), wherever
 *   the chain's receiver comes from (a helper like `users()`, `collectionOf(usersCollection)`, a
 *   parameter of a local function: each call site is followed);
 * - web: `query(collection(db, x), where(f, op, v), orderBy(g), limit(n))`.
 *
 * Values are evaluated the way the code would compute them, as far as that can be done without
 * running it: literals and templates, local constants, local functions inlined with their
 * arguments, parameters through their call sites (or the array a `.map` callback walks), and
 * anything the domain package exports, taken from the domain module itself (so
 * `COLLECTION_PATHS.users` or `usersCollection.path` are what production uses). A value that can
 * take several forms (a parameter called with five collections) gives one query per form.
 *
 * Whatever cannot be resolved is returned as Unresolved with its file and line, never skipped:
 * an unchecked query is how a missing composite index reaches production.
 */
import path from 'node:path';
import ts from 'typescript';
import { DOCUMENT_ID, type Filter, type FoundQuery, type Order, type Scope, type Unresolved } from './query-model.ts';

/** The methods of an admin query that return a query without changing what index it needs. */
const PASS_THROUGH = new Set([
  'limit',
  'limitToLast',
  'offset',
  'select',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'withConverter',
  'count',
  'aggregate',
]);
const WEB_PASS_THROUGH_CONSTRAINTS = new Set(['limit', 'limitToLast', 'startAt', 'startAfter', 'endAt', 'endBefore']);
/** Array methods whose callback's first parameter is an element of the receiver. */
const ELEMENT_CALLBACKS = new Set(['map', 'flatMap', 'forEach', 'filter', 'some', 'every', 'find']);

/** A value not known statically (a user id, the current time): fine as a filter's value, not as a field. */
const UNKNOWN = Symbol('unknown');
/** Stand-in for an unknown part of a string (a template's `${group}`), so that its fixed parts survive. */
const HOLE = '\u0000';
const MAX_DEPTH = 40;

class CannotResolve extends Error {}

type Env = ReadonlyMap<ts.ParameterDeclaration, Binding>;
interface Binding {
  node: ts.Expression;
  env: Env;
  /** The parameter takes each element of `node`'s value (a `.map` callback's parameter). */
  element?: boolean;
}

interface PartialQuery {
  collectionGroup: string;
  scope: Scope;
  filters: Filter[];
  orders: Order[];
}

export interface ScanResult {
  queries: FoundQuery[];
  unresolved: Unresolved[];
}

export interface ScanOptions {
  /** Absolute paths of the files whose queries are wanted. */
  files: string[];
  /** The repository root: reported paths are relative to it. */
  root: string;
  /** The domain package's exports, by name (identifiers declared under `domainDir` take these values). */
  domain: Record<string, unknown>;
  domainDir: string;
  /** Optional in-memory sources (path -> text), for tests of the scanner itself. */
  sources?: Record<string, string>;
}

export function scanQueries(options: ScanOptions): ScanResult {
  const program = createProgram(options);
  const checker = program.getTypeChecker();
  const wanted = new Set(options.files.map((f) => path.resolve(f)));
  const sourceFiles = program
    .getSourceFiles()
    .filter((sf) => !sf.isDeclarationFile && !sf.fileName.includes('node_modules'));
  const callsBySymbol = indexCalls(sourceFiles, checker);
  const queries: FoundQuery[] = [];
  const unresolved: Unresolved[] = [];
  /** web where()/orderBy() calls that some query() consumed: any other one is a constraint we did not see used. */
  const consumed = new Set<ts.Node>();
  const webConstraints: ts.CallExpression[] = [];

  const at = (node: ts.Node) => {
    const sf = node.getSourceFile();
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    return `${path.relative(options.root, sf.fileName).split(path.sep).join('/')}:${line}`;
  };

  // ---- what a symbol refers to -------------------------------------------------------------

  function symbolOf(node: ts.Node): ts.Symbol | undefined {
    const symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
    return symbol;
  }

  function declarationOf(node: ts.Node): ts.Declaration | undefined {
    const symbol = symbolOf(node);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  const inDomain = (decl: ts.Node) => path.resolve(decl.getSourceFile().fileName).startsWith(options.domainDir);

  /** The module an identifier was imported from ('firebase/firestore' for the web SDK's where). */
  function importedFrom(id: ts.Identifier): string | undefined {
    const symbol = checker.getSymbolAtLocation(id);
    const decl = symbol?.declarations?.[0];
    if (!decl || !ts.isImportSpecifier(decl)) return undefined;
    const spec = decl.parent.parent.parent.moduleSpecifier;
    return ts.isStringLiteral(spec) ? spec.text : undefined;
  }

  const isWebSdk = (callee: ts.Expression, name: string) =>
    ts.isIdentifier(callee) && importedFrom(callee) === 'firebase/firestore' && webName(callee) === name;

  function webName(id: ts.Identifier): string {
    const decl = checker.getSymbolAtLocation(id)?.declarations?.[0];
    return decl && ts.isImportSpecifier(decl) ? (decl.propertyName ?? decl.name).text : id.text;
  }

  // ---- parameters: what they are bound to ----------------------------------------------------

  function bindingsOf(param: ts.ParameterDeclaration, env: Env, depth: number): Binding[] {
    const bound = env.get(param);
    if (bound) return [bound];
    const fn = param.parent;
    const index = fn.parameters.indexOf(param);
    // A callback of items.map(...): its first parameter is each element of `items`.
    if (ts.isCallExpression(fn.parent) && ts.isPropertyAccessExpression(fn.parent.expression) && index === 0) {
      if (ELEMENT_CALLBACKS.has(fn.parent.expression.name.text)) {
        return [{ node: fn.parent.expression.expression, env, element: true }];
      }
    }
    const name = functionName(fn);
    const calls = name ? (callsBySymbol.get(name) ?? []) : [];
    if (depth > MAX_DEPTH) throw new CannotResolve('too deep');
    return calls.flatMap((call) => {
      const arg = call.arguments[index];
      return arg && !ts.isSpreadElement(arg) ? [{ node: arg, env: new Map() }] : [];
    });
  }

  function functionName(fn: ts.SignatureDeclaration): ts.Symbol | undefined {
    if (ts.isFunctionDeclaration(fn) && fn.name) return checker.getSymbolAtLocation(fn.name);
    if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) {
      return checker.getSymbolAtLocation(fn.parent.name);
    }
    return undefined;
  }

  /** The expression(s) a local function returns, with its parameters bound to the call's arguments. */
  function inline(call: ts.CallExpression, env: Env): Binding[] | undefined {
    const decl = declarationOf(call.expression);
    const fn =
      decl && ts.isVariableDeclaration(decl) && decl.initializer && ts.isArrowFunction(decl.initializer)
        ? decl.initializer
        : decl && (ts.isFunctionDeclaration(decl) || ts.isArrowFunction(decl))
          ? decl
          : undefined;
    if (!fn?.body || inDomain(fn)) return undefined;
    const inner = new Map(env);
    fn.parameters.forEach((p, i) => {
      const arg = call.arguments[i];
      if (arg && !ts.isSpreadElement(arg)) inner.set(p, { node: arg, env });
    });
    if (!ts.isBlock(fn.body)) return [{ node: fn.body, env: inner }];
    const returns: ts.Expression[] = [];
    const visit = (n: ts.Node): void => {
      if (ts.isReturnStatement(n) && n.expression) returns.push(n.expression);
      else if (!ts.isFunctionLike(n)) n.forEachChild(visit);
    };
    fn.body.forEachChild(visit);
    return returns.map((node) => ({ node, env: inner }));
  }

  // ---- values --------------------------------------------------------------------------------

  function evaluate(node: ts.Expression, env: Env, depth = 0): unknown[] {
    if (depth > MAX_DEPTH) throw new CannotResolve(`too deep at ${node.getText()}`);
    const next = (n: ts.Expression, e: Env = env) => evaluate(n, e, depth + 1);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isNumericLiteral(node)) return [Number(node.text)];
    if (node.kind === ts.SyntaxKind.TrueKeyword) return [true];
    if (node.kind === ts.SyntaxKind.FalseKeyword) return [false];
    if (node.kind === ts.SyntaxKind.NullKeyword) return [null];
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node)
    ) {
      return next(node.expression);
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const values = next(span.expression);
        text += (values.length === 1 && typeof values[0] === 'string' ? values[0] : HOLE) + span.literal.text;
      }
      return [text];
    }
    if (ts.isConditionalExpression(node)) return [...next(node.whenTrue), ...next(node.whenFalse)];
    if (ts.isArrayLiteralExpression(node)) {
      const items = node.elements.map((e) => (ts.isSpreadElement(e) ? [UNKNOWN] : next(e)));
      return [items.map((values) => (values.length === 1 ? values[0] : UNKNOWN))];
    }
    if (ts.isIdentifier(node)) return identifierValues(node, env, depth);
    if (ts.isPropertyAccessExpression(node)) {
      return next(node.expression).map((object) => property(object, node.name.text));
    }
    if (ts.isElementAccessExpression(node)) {
      const keys = next(node.argumentExpression);
      return next(node.expression).flatMap((object) => keys.map((key) => property(object, key)));
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'FieldPath') {
      const parts = (node.arguments ?? []).map((a) => next(a));
      if (parts.every((p) => p.length === 1 && typeof p[0] === 'string')) return [parts.map((p) => p[0]).join('.')];
      // new FieldPath('attendance', eventId): a path under `attendance`, whichever event.
      const known = parts.findIndex((p) => p.length !== 1 || typeof p[0] !== 'string');
      return [[...parts.slice(0, known).map((p) => p[0]), HOLE].join('.')];
    }
    if (ts.isCallExpression(node)) return callValues(node, env, depth);
    return [UNKNOWN];
  }

  function identifierValues(node: ts.Identifier, env: Env, depth: number): unknown[] {
    if (node.text === 'undefined') return [undefined];
    const decl = declarationOf(node);
    if (!decl) return [UNKNOWN];
    if (ts.isParameter(decl)) {
      const bindings = bindingsOf(decl, env, depth);
      if (bindings.length === 0) return [UNKNOWN];
      return bindings.flatMap((b) => {
        const values = evaluate(b.node, b.env, depth + 1);
        if (!b.element) return values;
        return values.flatMap((v) => (Array.isArray(v) ? v : [UNKNOWN]));
      });
    }
    if (inDomain(decl)) {
      const name = symbolOf(node)?.name;
      return name && name in options.domain ? [options.domain[name]] : [UNKNOWN];
    }
    if (ts.isVariableDeclaration(decl) && decl.initializer && isConst(decl)) {
      return evaluate(decl.initializer, env, depth + 1);
    }
    return [UNKNOWN];
  }

  function callValues(node: ts.CallExpression, env: Env, depth: number): unknown[] {
    const callee = node.expression;
    // FieldPath.documentId() (admin), documentId() (web).
    if (
      ts.isPropertyAccessExpression(callee) &&
      callee.name.text === 'documentId' &&
      callee.expression.getText() === 'FieldPath'
    ) {
      return [DOCUMENT_ID];
    }
    if (isWebSdk(callee, 'documentId')) return [DOCUMENT_ID];
    // A domain function (contentVersionsPath(group, key)): run it, unknown arguments as holes.
    const decl = declarationOf(callee);
    if (decl && inDomain(decl)) {
      const fn = evaluate(callee, env, depth + 1)[0];
      if (typeof fn !== 'function') return [UNKNOWN];
      const args = node.arguments.map((a) => {
        const values = evaluate(a, env, depth + 1);
        return values.length === 1 && values[0] !== UNKNOWN ? values[0] : HOLE;
      });
      try {
        return [fn(...args)];
      } catch {
        return [UNKNOWN];
      }
    }
    const bodies = inline(node, env);
    if (bodies) return bodies.flatMap((b) => evaluate(b.node, b.env, depth + 1));
    return [UNKNOWN];
  }

  function property(object: unknown, key: unknown): unknown {
    if (object === UNKNOWN || key === UNKNOWN || object === null || object === undefined) return UNKNOWN;
    if (typeof key !== 'string' && typeof key !== 'number') return UNKNOWN;
    const value = (object as Record<string | number, unknown>)[key];
    return value === undefined ? UNKNOWN : value;
  }

  function isConst(decl: ts.VariableDeclaration): boolean {
    return ts.isVariableDeclarationList(decl.parent) && (decl.parent.flags & ts.NodeFlags.Const) !== 0;
  }

  /** A value that must be known exactly: a field path, an operator, a collection path. */
  function knownStrings(node: ts.Expression, env: Env, what: string): string[] {
    const values = evaluate(node, env);
    for (const value of values) {
      if (typeof value !== 'string' || value.includes(HOLE)) {
        throw new CannotResolve(`${what} \`${node.getText()}\` is not known statically`);
      }
    }
    return [...new Set(values as string[])];
  }

  function fieldPaths(node: ts.Expression, env: Env): string[] {
    return knownStrings(node, env, 'field path');
  }

  // ---- queries -------------------------------------------------------------------------------

  function collectionIdOf(pathNode: ts.Expression, env: Env): string[] {
    const values = evaluate(pathNode, env);
    return values.map((value) => {
      if (typeof value !== 'string')
        throw new CannotResolve(`collection \`${pathNode.getText()}\` is not known statically`);
      const last = value.split('/').at(-1) ?? '';
      if (!last || last.includes(HOLE))
        throw new CannotResolve(`collection id of \`${pathNode.getText()}\` is not known statically`);
      return last;
    });
  }

  const base = (collectionGroup: string, scope: Scope): PartialQuery => ({
    collectionGroup,
    scope,
    filters: [],
    orders: [],
  });

  function resolveQuery(node: ts.Expression, env: Env, depth = 0): PartialQuery[] {
    if (depth > MAX_DEPTH) throw new CannotResolve(`too deep at ${node.getText()}`);
    const next = (n: ts.Expression, e: Env = env) => resolveQuery(n, e, depth + 1);
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node)
    ) {
      return next(node.expression);
    }
    if (ts.isConditionalExpression(node)) return [...next(node.whenTrue), ...next(node.whenFalse)];
    if (ts.isIdentifier(node)) {
      const decl = declarationOf(node);
      if (decl && ts.isParameter(decl)) {
        const bindings = bindingsOf(decl, env, depth);
        if (bindings.length === 0 || bindings.some((b) => b.element)) {
          throw new CannotResolve(`query parameter \`${node.text}\` has no call site to follow`);
        }
        return bindings.flatMap((b) => resolveQuery(b.node, b.env, depth + 1));
      }
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer && isConst(decl)) return next(decl.initializer);
      throw new CannotResolve(`query \`${node.text}\` is not a constant`);
    }
    if (!ts.isCallExpression(node)) throw new CannotResolve(`\`${node.getText()}\` is not a query`);
    const callee = node.expression;
    const args = node.arguments;
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (method === 'where') {
        const [field, op] = args;
        if (!field || !op) throw new CannotResolve('where() without a field and an operator (a Filter?)');
        const fields = fieldPaths(field, env);
        const ops = knownStrings(op, env, 'operator');
        return next(callee.expression).flatMap((q) =>
          fields.flatMap((f) => ops.map((o) => ({ ...q, filters: [...q.filters, { field: f, op: o }] }))),
        );
      }
      if (method === 'orderBy') {
        const [field, direction] = args;
        if (!field) throw new CannotResolve('orderBy() without a field');
        const fields = fieldPaths(field, env);
        const dirs = direction ? knownStrings(direction, env, 'direction') : ['asc'];
        return next(callee.expression).flatMap((q) =>
          fields.flatMap((f) =>
            dirs.map((d) => ({ ...q, orders: [...q.orders, { field: f, direction: toDirection(d) }] })),
          ),
        );
      }
      if (PASS_THROUGH.has(method)) return next(callee.expression);
      if (method === 'collection' || method === 'collectionGroup') {
        const [pathArg] = args;
        if (!pathArg) throw new CannotResolve(`${method}() without a path`);
        const scope: Scope = method === 'collection' ? 'COLLECTION' : 'COLLECTION_GROUP';
        return collectionIdOf(pathArg, env).map((id) => base(id, scope));
      }
      throw new CannotResolve(`\`.${method}()\` is not a query method the scanner knows`);
    }
    if (isWebSdk(callee, 'collection')) {
      const segments = args.slice(1);
      if (segments.length === 0) throw new CannotResolve('collection() without a path');
      return collectionIdOf(segments.at(-1)!, env).map((id) => base(id, 'COLLECTION'));
    }
    if (isWebSdk(callee, 'collectionGroup')) {
      return collectionIdOf(args[1]!, env).map((id) => base(id, 'COLLECTION_GROUP'));
    }
    if (isWebSdk(callee, 'query')) {
      const [first, ...constraints] = args;
      if (!first || ts.isSpreadElement(first)) throw new CannotResolve('query() without a base');
      let partials = next(first);
      for (const c of constraints) {
        if (ts.isSpreadElement(c)) throw new CannotResolve(`spread constraints \`${c.getText()}\``);
        partials = partials.flatMap((q) => applyConstraint(q, c, env, depth + 1));
      }
      return partials;
    }
    const bodies = inline(node, env);
    if (bodies && bodies.length > 0) return bodies.flatMap((b) => resolveQuery(b.node, b.env, depth + 1));
    throw new CannotResolve(`\`${callee.getText()}()\` is not a query the scanner can follow`);
  }

  function applyConstraint(q: PartialQuery, node: ts.Expression, env: Env, depth: number): PartialQuery[] {
    if (depth > MAX_DEPTH) throw new CannotResolve('too deep');
    if (ts.isIdentifier(node)) {
      const decl = declarationOf(node);
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer && isConst(decl)) {
        return applyConstraint(q, decl.initializer, env, depth + 1);
      }
      if (decl && ts.isParameter(decl)) {
        return bindingsOf(decl, env, depth).flatMap((b) => applyConstraint(q, b.node, b.env, depth + 1));
      }
    }
    if (ts.isConditionalExpression(node)) {
      return [
        ...applyConstraint(q, node.whenTrue, env, depth + 1),
        ...applyConstraint(q, node.whenFalse, env, depth + 1),
      ];
    }
    if (!ts.isCallExpression(node)) throw new CannotResolve(`constraint \`${node.getText()}\` is not known statically`);
    const [field, second] = node.arguments;
    if (isWebSdk(node.expression, 'where')) {
      consumed.add(node);
      if (!field || !second) throw new CannotResolve('where() without a field and an operator');
      const fields = fieldPaths(field, env);
      const ops = knownStrings(second, env, 'operator');
      return fields.flatMap((f) => ops.map((op) => ({ ...q, filters: [...q.filters, { field: f, op }] })));
    }
    if (isWebSdk(node.expression, 'orderBy')) {
      consumed.add(node);
      if (!field) throw new CannotResolve('orderBy() without a field');
      const fields = fieldPaths(field, env);
      const dirs = second ? knownStrings(second, env, 'direction') : ['asc'];
      return fields.flatMap((f) =>
        dirs.map((d) => ({ ...q, orders: [...q.orders, { field: f, direction: toDirection(d) }] })),
      );
    }
    const name = ts.isIdentifier(node.expression) ? webName(node.expression) : '';
    if (
      ts.isIdentifier(node.expression) &&
      importedFrom(node.expression) === 'firebase/firestore' &&
      WEB_PASS_THROUGH_CONSTRAINTS.has(name)
    ) {
      return [q];
    }
    throw new CannotResolve(`constraint \`${node.expression.getText()}()\` is not one the scanner knows (or()/and()?)`);
  }

  function record(head: ts.Node, resolve: () => PartialQuery[]) {
    try {
      for (const q of resolve()) queries.push({ at: at(head), ...q });
    } catch (error) {
      if (!(error instanceof CannotResolve)) throw error;
      unresolved.push({ at: at(head), reason: error.message });
    }
  }

  // ---- finding the queries -------------------------------------------------------------------

  for (const sf of sourceFiles) {
    if (!wanted.has(path.resolve(sf.fileName))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isPropertyAccessExpression(callee) && (callee.name.text === 'where' || callee.name.text === 'orderBy')) {
          // The last where/orderBy of an admin chain: the query as run (earlier links are its prefix).
          if (!isChainedFurther(node)) record(node, () => resolveQuery(node, new Map()));
        } else if (isWebSdk(callee, 'query')) {
          record(node, () => resolveQuery(node, new Map()));
        } else if (isWebSdk(callee, 'where') || isWebSdk(callee, 'orderBy')) {
          webConstraints.push(node);
        } else if (isWebSdk(callee, 'or') || isWebSdk(callee, 'and')) {
          unresolved.push({ at: at(node), reason: 'or()/and() filters are not handled by the scanner' });
        }
      }
      node.forEachChild(visit);
    };
    visit(sf);
  }
  for (const constraint of webConstraints) {
    if (!consumed.has(constraint)) {
      unresolved.push({
        at: at(constraint),
        reason: `\`${constraint.getText()}\` is not used by any query() the scanner follows`,
      });
    }
  }
  return { queries: dedupe(queries), unresolved };
}

/** `.where(...)` followed by another where/orderBy: not the end of the chain. */
function isChainedFurther(call: ts.CallExpression): boolean {
  let node: ts.Node = call;
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    const method = node.parent.name.text;
    if (method === 'where' || method === 'orderBy') return true;
    if (!PASS_THROUGH.has(method)) return false;
    node = node.parent.parent;
  }
  return false;
}

function toDirection(direction: string): Order['direction'] {
  if (direction === 'asc' || direction === 'ASCENDING') return 'ASCENDING';
  if (direction === 'desc' || direction === 'DESCENDING') return 'DESCENDING';
  throw new CannotResolve(`unknown direction ${direction}`);
}

function dedupe(queries: FoundQuery[]): FoundQuery[] {
  const seen = new Set<string>();
  return queries.filter((q) => {
    const key = JSON.stringify(q);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every call of a named function, by the function's symbol: the call sites a parameter is followed to. */
function indexCalls(files: readonly ts.SourceFile[], checker: ts.TypeChecker): Map<ts.Symbol, ts.CallExpression[]> {
  const calls = new Map<ts.Symbol, ts.CallExpression[]>();
  for (const sf of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        let symbol = checker.getSymbolAtLocation(node.expression);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        if (symbol) calls.set(symbol, [...(calls.get(symbol) ?? []), node]);
      }
      node.forEachChild(visit);
    };
    visit(sf);
  }
  return calls;
}

function createProgram(options: ScanOptions): ts.Program {
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    // Only the project's own sources matter (where a name is declared, what a function returns):
    // no default library, and packages' declaration files are read as empty (see below). The type
    // checker then answers symbol questions in seconds instead of tens of seconds.
    noLib: true,
    types: [],
    jsx: ts.JsxEmit.ReactJSX,
  };
  const host = ts.createCompilerHost(compilerOptions, true);
  const sources = new Map(Object.entries(options.sources ?? {}).map(([file, text]) => [path.resolve(file), text]));
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = sources.get(path.resolve(fileName)) ?? (fileName.includes('/node_modules/') ? '' : undefined);
    return text !== undefined
      ? ts.createSourceFile(fileName, text, language, true)
      : getSourceFile(fileName, language, ...rest);
  };
  host.fileExists = (fileName) => sources.has(path.resolve(fileName)) || fileExists(fileName);
  host.readFile = (fileName) => sources.get(path.resolve(fileName)) ?? readFile(fileName);
  return ts.createProgram(options.files, compilerOptions, host);
}
