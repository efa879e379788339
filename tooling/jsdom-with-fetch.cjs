// jsdom lacks the fetch family that react-router's data router and the API client use; this
// environment lends it Node's own, with Node's AbortController so signals match the Request.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'TextDecoderStream',
  'TransformStream',
  'WritableStream',
  'Blob',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
