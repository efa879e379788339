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

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.FormData = FormDataOfForm;
  }
}

module.exports = JsdomWithFetchEnvironment;
