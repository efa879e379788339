export { ApiError, type ApiErrorKind } from './api-error';
export {
  REQUEST_TIMEOUT_MS,
  SESSION_EXPIRY_NOTICE_WINDOW_MS,
  callApi,
  configureApiClient,
  request,
  resetSessionExpiryNotice,
  type CallOptions,
  type NetworkFailureNotice,
  type RequestOptions,
} from './client';
