import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS, type CallName } from '@portal/shared/contract';
import { OPENAPI_FILE } from '../generate';
import { contractShapes, schemaShape, shapeDifferences, type JsonSchema, type Shape } from './contract-shapes';

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: JsonSchema & { properties: { data: JsonSchema } } }> }
  >;
}

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const CALLS_FILE = path.join(path.dirname(require.resolve('@portal/shared/contract')), 'calls.ts');
const contract = contractShapes(CALLS_FILE);

function shapesOf(name: CallName): { body: Shape; answer: Shape } {
  const shapes = contract[name];
  if (!shapes) throw new Error(`${name} has no types in CALLS`);
  return shapes;
}

/** The live event stream is SSE, not an envelope; its events are checked by the live tests. */
const NOT_ENVELOPED: CallName[] = ['events'];
const names = (Object.keys(CALLS) as CallName[]).filter((name) => !NOT_ENVELOPED.includes(name));

function operationOf(name: CallName): Operation | undefined {
  return document.paths[CALLS[name].path]?.[CALLS[name].method.toLowerCase()];
}

/** What the API takes: the JSON body of a POST or PUT, the query of a GET or DELETE. */
function requestShape(name: CallName, operation: Operation): Shape {
  const { method } = CALLS[name];
  if (method === 'POST' || method === 'PUT') {
    const schema = operation.requestBody?.content['application/json']?.schema;
    return schema ? schemaShape(schema) : { kind: 'none' };
  }
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return { kind: 'none' };
  return schemaShape({
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
}

/** What the API answers: the envelope's `data`, or a file when the answer is not JSON. */
function answerShape(operation: Operation): Shape {
  const json = operation.responses['200']?.content?.['application/json'];
  return json ? schemaShape(json.schema.properties.data) : { kind: 'blob' };
}

describe('the contract (CALLS) against the OpenAPI document', () => {
  it.each(names)('%s: the API has its method and path, with the same path parameters', (name) => {
    const operation = operationOf(name);
    expect(operation).toBeDefined();
    const ours = [...CALLS[name].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const theirs = (operation?.parameters ?? [])
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => parameter.name)
      .sort();
    expect(ours).toEqual(theirs);
  });

  it.each(names)('%s: sends what the API takes', (name) => {
    const operation = operationOf(name);
    if (!operation) throw new Error(`${name} is not in the API`);
    expect(shapeDifferences(shapesOf(name).body, requestShape(name, operation), `${name} body`, 'body')).toEqual([]);
  });

  it.each(names)('%s: expects what the API answers', (name) => {
    const operation = operationOf(name);
    if (!operation) throw new Error(`${name} is not in the API`);
    expect(shapeDifferences(shapesOf(name).answer, answerShape(operation), `${name} answer`, 'answer')).toEqual([]);
  });

  it.each(names)('%s: carries an Idempotency-Key exactly when the API takes one', (name) => {
    const takesKey = (operationOf(name)?.parameters ?? []).some(
      (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
    );
    expect(CALLS[name].idempotent).toBe(takesKey);
  });

  it.each(names)('%s: takes an Idempotency-Key if it moves money, and a ticket only then', (name) => {
    if (CALLS[name].movesMoney) expect(CALLS[name].idempotent).toBe(true);
    else expect(CALLS[name].ticketed).toBe(false);
  });

  it.each(names)('%s: carries a transaction-password ticket exactly when the API takes one', (name) => {
    const takesTicket = (operationOf(name)?.parameters ?? []).some(
      (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'x-operation-ticket',
    );
    expect(CALLS[name].ticketed).toBe(takesTicket);
  });
});

describe('the comparison itself', () => {
  const answer = schemaShape({
    properties: { job_id: { type: 'string' }, ready: { type: 'boolean' } },
    required: ['job_id', 'ready'],
  });

  it('names a field the contract lacks and a type that differs', () => {
    const partial: Shape = { kind: 'object', props: { job_id: { shape: { kind: 'number' }, optional: false } } };
    expect(shapeDifferences(partial, answer, 'x', 'answer')).toEqual([
      'x.job_id: the contract has number, the API string',
      'x.ready: in the API, not in the contract',
    ]);
  });

  it('refuses a body value the API would refuse, and accepts sending less than it takes', () => {
    const api = schemaShape({ properties: { status: { enum: ['A', 'B'] }, note: { type: 'string' } } });
    const sendsC: Shape = {
      kind: 'object',
      props: { status: { shape: { kind: 'literal', value: 'C' }, optional: true } },
    };
    const sendsA: Shape = {
      kind: 'object',
      props: { status: { shape: { kind: 'literal', value: 'A' }, optional: true } },
    };
    expect(shapeDifferences(sendsC, api, 'q', 'body')).toHaveLength(1);
    expect(shapeDifferences(sendsA, api, 'q', 'body')).toEqual([]);
  });
});
