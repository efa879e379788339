import path from 'node:path';
import ts from 'typescript';

/** A request or answer shape, reduced to what both TypeScript and JSON Schema can say. */
export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'null' | 'blob' | 'none' }
  | { kind: 'literal'; value: string }
  | { kind: 'array'; item: Shape }
  | { kind: 'object'; props: Record<string, { shape: Shape; optional: boolean }> }
  | { kind: 'union'; options: Shape[] };

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const union = (options: Shape[]): Shape =>
  options.length === 1 && options[0] ? options[0] : { kind: 'union', options };

/** The shape a JSON Schema of the OpenAPI document describes. */
export function schemaShape(schema: JsonSchema): Shape {
  if (schema.anyOf) return union(schema.anyOf.map(schemaShape));
  if (schema.enum) return union(schema.enum.map((value) => ({ kind: 'literal', value: String(value) })));
  if (Array.isArray(schema.type)) return union(schema.type.map((type) => schemaShape({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return { kind: 'string' };
    case 'integer':
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'null':
      return { kind: 'null' };
    case 'array':
      return { kind: 'array', item: schemaShape(schema.items ?? {}) };
    default: {
      const required = new Set(schema.required ?? []);
      const props = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          { shape: schemaShape(value), optional: !required.has(key) },
        ]),
      );
      return { kind: 'object', props };
    }
  }
}

/** Reads `CALLS` with the TypeScript checker: each call's body and answer type as a Shape. */
export function contractShapes(callsFile: string): Record<string, { body: Shape; answer: Shape }> {
  const configPath = path.join(path.dirname(callsFile), '..', '..', 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const program = ts.createProgram([callsFile], config?.options ?? { strict: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(callsFile);
  if (!source) throw new Error(`cannot read ${callsFile}`);
  let declaration: ts.VariableDeclaration | undefined;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'CALLS') declaration = node;
    node.forEachChild(visit);
  });
  if (!declaration) throw new Error('CALLS not found');
  const at = declaration;
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbolAtLocation(symbol, at);
  const member = (type: ts.Type, name: string) => {
    const symbol = checker.getNonNullableType(type).getProperty(name);
    if (!symbol) throw new Error(`no ${name}`);
    return typeOf(symbol);
  };

  const shapeOf = (type: ts.Type, seen: Set<ts.Type> = new Set()): Shape => {
    if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) return { kind: 'none' };
    if (type.flags & ts.TypeFlags.Null) return { kind: 'null' };
    if (type.flags & ts.TypeFlags.StringLiteral)
      return { kind: 'literal', value: (type as ts.StringLiteralType).value };
    if (type.flags & ts.TypeFlags.StringLike) return { kind: 'string' };
    if (type.flags & ts.TypeFlags.NumberLike) return { kind: 'number' };
    if (type.flags & ts.TypeFlags.BooleanLike) return { kind: 'boolean' };
    if (type.isUnion()) {
      const options = type.types.map((option) => shapeOf(option, seen)).filter((shape) => shape.kind !== 'none');
      const withoutBooleans = options.filter((shape) => shape.kind !== 'boolean');
      const collapsed =
        withoutBooleans.length < options.length ? [...withoutBooleans, { kind: 'boolean' } as Shape] : options;
      return union(collapsed);
    }
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      if (!item) throw new Error('an array without its item type');
      return { kind: 'array', item: shapeOf(item, seen) };
    }
    if (type.getSymbol()?.getName() === 'Blob') return { kind: 'blob' };
    if (seen.has(type)) throw new Error('recursive contract types are not supported');
    const props: Record<string, { shape: Shape; optional: boolean }> = {};
    for (const symbol of checker.getPropertiesOfType(type)) {
      props[symbol.getName()] = {
        shape: shapeOf(typeOf(symbol), new Set([...seen, type])),
        optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
      };
    }
    return { kind: 'object', props };
  };

  const calls = checker.getTypeAtLocation(declaration.name);
  return Object.fromEntries(
    calls.getProperties().map((symbol) => {
      const types = member(typeOf(symbol), 'types');
      return [symbol.getName(), { body: shapeOf(member(types, 'body')), answer: shapeOf(member(types, 'answer')) }];
    }),
  );
}

/**
 * Where `contract` and `api` disagree, one line each. An answer must match exactly (the same fields,
 * the same optionality); a request may send less than the API accepts but nothing it refuses. A
 * plain string on either side accepts the other side's literal values.
 */
export function shapeDifferences(contract: Shape, api: Shape, where: string, mode: 'body' | 'answer'): string[] {
  if (contract.kind === 'union' || api.kind === 'union') {
    const ours = contract.kind === 'union' ? contract.options : [contract];
    const theirs = api.kind === 'union' ? api.options : [api];
    const fits = (a: Shape, b: Shape) => shapeDifferences(a, b, where, mode).length === 0;
    const problems = ours
      .filter((option) => !theirs.some((candidate) => fits(option, candidate)))
      .map((option) => `${where}: the contract's ${describe(option)} is not in the API's ${describe(api)}`);
    if (mode === 'answer') {
      for (const option of theirs) {
        if (!ours.some((candidate) => fits(candidate, option))) {
          problems.push(`${where}: the API's ${describe(option)} is not in the contract's ${describe(contract)}`);
        }
      }
    }
    return problems;
  }
  if (contract.kind === 'literal' && api.kind === 'literal') {
    return contract.value === api.value ? [] : [`${where}: '${contract.value}' is not '${api.value}'`];
  }
  const stringy = (shape: Shape) => shape.kind === 'string' || shape.kind === 'literal';
  if (stringy(contract) && stringy(api) && (contract.kind === 'string' ? mode === 'answer' : true)) return [];
  if (contract.kind !== api.kind) return [`${where}: the contract has ${describe(contract)}, the API ${describe(api)}`];
  if (contract.kind === 'array' && api.kind === 'array')
    return shapeDifferences(contract.item, api.item, `${where}[]`, mode);
  if (contract.kind === 'object' && api.kind === 'object') return objectDifferences(contract, api, where, mode);
  return [];
}

type ObjectShape = Extract<Shape, { kind: 'object' }>;

function objectDifferences(contract: ObjectShape, api: ObjectShape, where: string, mode: 'body' | 'answer'): string[] {
  const problems: string[] = [];
  for (const [key, ours] of Object.entries(contract.props)) {
    const theirs = api.props[key];
    if (!theirs) {
      problems.push(`${where}.${key}: in the contract, not in the API`);
      continue;
    }
    if (mode === 'answer' && ours.optional !== theirs.optional) {
      problems.push(`${where}.${key}: ${ours.optional ? 'optional' : 'required'} in the contract, not in the API`);
    }
    if (mode === 'body' && ours.optional && !theirs.optional) {
      problems.push(`${where}.${key}: the API requires it, the contract makes it optional`);
    }
    problems.push(...shapeDifferences(ours.shape, theirs.shape, `${where}.${key}`, mode));
  }
  for (const [key, theirs] of Object.entries(api.props)) {
    if (key in contract.props) continue;
    if (mode === 'answer' || !theirs.optional) problems.push(`${where}.${key}: in the API, not in the contract`);
  }
  return problems;
}

function describe(shape: Shape): string {
  switch (shape.kind) {
    case 'literal':
      return `'${shape.value}'`;
    case 'array':
      return `${describe(shape.item)}[]`;
    case 'union':
      return shape.options.map(describe).join(' | ');
    case 'object':
      return `{ ${Object.keys(shape.props).join(', ')} }`;
    default:
      return shape.kind;
  }
}
