export { ApiError, type ApiErrorKind, isApiError } from './api-error.ts';
export {
  API_BASE,
  api,
  apiRequest,
  buildUrl,
  DEFAULT_TIMEOUT_MS,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
  setSocketIdSource,
  setUnauthorizedHandler,
} from './client.ts';
export { EARLY_PATHS, markAppStarted } from './early.ts';
export {
  type ErrorOutcome,
  fieldErrorMap,
  type HandleErrorOptions,
  handleApiError,
  type NotifyError,
  resolveApiError,
  useErrorHandler,
} from './error-handler.ts';
export { clearToken, getToken, setToken } from './token.ts';
