import { ERROR_TEXT } from '@iskra/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures.ts';
import { ApiError } from './api-error.ts';
import { api, setUnauthorizedHandler } from './client.ts';
import { fieldErrorMap, handleApiError } from './error-handler.ts';
import { setToken } from './token.ts';

afterEach(() => vi.unstubAllGlobals());

/** Runs one call against a stubbed fetch and hands the failure to the common handler. */
async function failWith(fetchImpl: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  const notifyError = vi.fn();
  let fields: ReturnType<typeof handleApiError> | undefined;
  try {
    await api.get('/user/refresh');
    throw new Error('the call should have failed');
  } catch (error) {
    fields = handleApiError(error, notifyError);
  }
  return { notifyError, fields };
}

describe('common error handler (core-application §8)', () => {
  it('shows the server message text', async () => {
    const { notifyError, fields } = await failWith(async () =>
      jsonResponse({ message: 'Пользователь не найден' }, 404),
    );
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Пользователь не найден', { important: undefined });
    expect(fields).toBeNull();
  });

  it('keeps the machine code of the answer for callers to branch on, and drops unknown ones', async () => {
    const failure = async (body: object) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(body, 403)),
      );
      return api.get('/user/refresh').catch((error: unknown) => error);
    };
    const known = await failure({ message: 'Переписка недоступна', code: 'chatBlocked' });
    expect(known).toMatchObject({ kind: 'message', status: 403, code: 'chatBlocked' });
    const unknown = await failure({ message: 'Новая причина', code: 'fromTheFuture' });
    expect(unknown).toMatchObject({ kind: 'message', status: 403, code: undefined });
  });

  it("shows 'Что-то пошло не так!' when the failed answer has no text", async () => {
    const { notifyError } = await failWith(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(ERROR_TEXT.somethingWentWrong, {
      important: undefined,
    });
  });

  it("shows 'Что-то пошло не так!' for an empty message", async () => {
    const { notifyError } = await failWith(async () => jsonResponse({ message: '  ' }, 500));
    expect(notifyError).toHaveBeenCalledWith(ERROR_TEXT.somethingWentWrong, { important: undefined });
  });

  it("shows 'Ошибка соединения' when no answer comes", async () => {
    const { notifyError } = await failWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(ERROR_TEXT.connection, { important: undefined });
  });

  it("shows 'Ошибка соединения' on a timeout", async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) =>
              init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
            ),
        ),
      );
      const call = api.get('/helpers/site-info', { timeoutMs: 1000 }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000);
      const notifyError = vi.fn();
      handleApiError(await call, notifyError);
      expect(notifyError).toHaveBeenCalledWith(ERROR_TEXT.connection, { important: undefined });
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Непредвиденная ошибка' for anything else (an answer of the wrong shape, a thrown bug)", async () => {
    const { notifyError } = await failWith(async () => jsonResponse({ accessToken: 1 }));
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(ERROR_TEXT.unexpected, { important: undefined });

    const other = vi.fn();
    expect(handleApiError(new Error('bug'), other)).toBeNull();
    expect(other).toHaveBeenCalledWith(ERROR_TEXT.unexpected, { important: undefined });
  });

  it('returns 422 field errors to the caller without a notification', async () => {
    const errors = [
      { param: 'email', msg: 'Неверный e-mail' },
      { param: 'password', msg: 'Слишком короткий пароль' },
    ];
    const { notifyError, fields } = await failWith(async () => jsonResponse({ errors }, 422));
    expect(fields).toEqual(errors);
    expect(notifyError).not.toHaveBeenCalled();
    expect(fieldErrorMap(fields ?? [])).toEqual({
      email: 'Неверный e-mail',
      password: 'Слишком короткий пароль',
    });
  });

  it('can show the first field error as a notification for calls without a form', () => {
    const notifyError = vi.fn();
    const error = new ApiError('fields', 'Field errors', {
      status: 422,
      fieldErrors: [{ param: 'image', msg: 'Только JPG или PNG' }],
    });
    expect(handleApiError(error, notifyError, { fieldsAsNotification: true })).toBeNull();
    expect(notifyError).toHaveBeenCalledWith('Только JPG или PNG', { important: undefined });
  });

  it('stays silent when the caller cancelled the request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const call = api
      .get('/helpers/site-info', { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    const notifyError = vi.fn();
    expect(handleApiError(await call, notifyError)).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('api client', () => {
  it('rejects a successful answer that is not JSON as invalid, and takes only well-formed field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 200 })),
    );
    await expect(api.get('/matches')).rejects.toMatchObject({ kind: 'invalid', status: 200 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    await expect(api.get('/matches')).rejects.toMatchObject({ kind: 'invalid', status: 200 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ errors: [{ param: 'email' }] }, 422)),
    );
    await expect(api.get('/matches')).rejects.toMatchObject({ kind: 'empty', status: 422, fieldErrors: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ errors: [{ param: 'email', msg: 'Неверный e-mail' }] }, 422)),
    );
    await expect(api.get('/matches')).rejects.toMatchObject({
      kind: 'fields',
      fieldErrors: [{ param: 'email', msg: 'Неверный e-mail' }],
    });
  });

  it('sends the bearer token and JSON, and hands the answer over', async () => {
    setToken('abc');
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await api.post('/like', { love: true }, { query: { offset: 24, skip: undefined } });
    expect(answer).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/like?offset=24');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"love":true}');
  });

  it('signs out on a 401 of an authenticated call, but not of a guest call', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Сессия завершена. Войди снова' }, 401)),
    );
    await expect(api.get('/matches')).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
    setToken('expired');
    await expect(api.get('/matches')).rejects.toMatchObject({ kind: 'message', status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(api.get('/user/refresh', { expireOn401: false })).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
  });
});
