// jsdom lacks the fetch family that react-router's data router and the API client use; this
// environment lends it Node's own, with Node's AbortController so signals match the Request.
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-jsdom');

/** jsdom's own wrapper-to-implementation map, from the jsdom this environment runs. */
const { implForWrapper } = require(
  require.resolve('jsdom/lib/jsdom/living/generated/utils', {
    paths: [path.dirname(require.resolve('jest-environment-jsdom'))],
  }),
);

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

/**
 * Node's FormData, able to read a jsdom form as the browser's does: React 19 builds one from the form
 * when a submit handler starts a transition (a navigation), for useFormStatus.
 */
class FormDataOfForm extends globalThis.FormData {
  constructor(form, submitter) {
    super();
    if (!form || !form.elements) return;
    for (const field of form.elements) {
      if (!field.name || field.disabled) continue;
      if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
      if (field.type === 'submit' || field.type === 'button') continue;
      this.append(field.name, field.value);
    }
    if (submitter && submitter.name) this.append(submitter.name, submitter.value);
  }
}

/**
 * jsdom caches each element's cascaded declaration until the document changes, yet builds every
 * `getComputedStyle` answer anew (each property parsed again, inherited colours resolved up the
 * tree). Testing Library asks for the same elements' styles over and over (every accessible name,
 * every hidden check, every pointer-events check of user-event): this answers those from a memo
 * that lives exactly as long as jsdom's own cache, so it is never staler than jsdom itself.
 * Detached elements, whose changes jsdom does not track, are always computed afresh.
 */
function memoiseComputedStyle(window) {
  const compute = window.getComputedStyle;
  const documentImpl = implForWrapper(window.document);
  let cacheSeen = null;
  let styles = new WeakMap();
  window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
    if (pseudoElement || !element?.isConnected) return compute.call(window, element, pseudoElement);
    if (documentImpl._styleCache !== cacheSeen) styles = new WeakMap();
    let style = styles.get(element);
    if (style === undefined) {
      style = compute.call(window, element);
      styles.set(element, style);
    }
    cacheSeen = documentImpl._styleCache;
    return style;
  };
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.FormData = FormDataOfForm;
    memoiseComputedStyle(this.global);
  }
}

module.exports = JsdomWithFetchEnvironment;
