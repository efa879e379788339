// Test helpers for the apps; never imported by production code.
export { renderWithPortal } from './render';
export { describeStandalonePages } from './standalone-pages';
export { startTestServer, type TestServer } from './http-server';
export {
  FakeApi,
  callRoute,
  createGate,
  type FakeAnswer,
  type FakeRoute,
  type RecordedCall,
  type RouteName,
} from './fake-api';
export { checkCatalogues } from './catalogues';
export { fakeEventStream, type FakeEventStream } from './fake-event-stream';
export { pasteInto } from './paste-into';
