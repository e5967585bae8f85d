/**
 * YooKassa API v3 behind the PaymentProvider boundary: a small client over fetch (no SDK).
 *
 * - HTTP Basic auth with the shop id and the secret key; JSON both ways.
 * - POST /payments carries the caller's Idempotence-Key. YooKassa answers a repeated key with the
 *   outcome of the first request, so a 500, a timeout or a dropped connection is retried with the
 *   SAME key and body: the payment is created at most once. (YooKassa's rule: HTTP 500 means
 *   "result unknown, repeat with the same key"; 4xx means "failed, fix the request".)
 * - Every attempt has its own timeout (AbortSignal.timeout). Network errors, timeouts, 5xx and
 *   429 are retried up to `retryDelaysMs.length + 1` attempts; what still fails is a
 *   ProviderError with `retryable: true` (the caller may try again later with the same key).
 *   Any other 4xx is a ProviderError with `retryable: false` carrying YooKassa's description.
 *
 * `test`: YooKassa marks every payment with its own `test` flag; the billing code compares it
 * with the provider's `test`. A test shop's secret key starts with 'test_' (a live one with
 * 'live_'), so that is the default; pass `test` to override.
 */
import { PAYMENT_STATUSES } from '@iskra/contract';
import { z } from 'zod';
import {
  type CreatePaymentRequest,
  type PaymentProvider,
  ProviderError,
  type ProviderPayment,
} from './provider.ts';

export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

export interface YooKassaOptions {
  shopId: string;
  secretKey: string;
  /** Base URL of the API, without a trailing slash needed. Default: the official one. */
  apiUrl?: string;
  /** Per-attempt timeout (connect, headers and body). Default 10 s. */
  timeoutMs?: number;
  /** True for a test shop. Default: the secret key starts with 'test_'. */
  test?: boolean;
  /** Pauses before the 2nd, 3rd, … attempt; its length + 1 is the number of attempts. */
  retryDelaysMs?: readonly number[];
  /** For tests; default the global fetch. */
  fetchImpl?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_DELAYS_MS = [200, 600] as const;
/** YooKassa refuses longer keys (documented maximum: 64 characters). */
const MAX_IDEMPOTENCE_KEY = 64;

const moneySchema = z.object({ value: z.string(), currency: z.literal('RUB') });

/** What we read of a YooKassa payment object; unknown fields are dropped. */
const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(PAYMENT_STATUSES),
  paid: z.boolean(),
  amount: moneySchema,
  description: z.string().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  test: z.boolean(),
  created_at: z.string().optional(),
  confirmation: z.object({ type: z.string(), confirmation_token: z.string().optional() }).optional(),
  payment_method: z
    .object({
      id: z.string(),
      saved: z.boolean(),
      type: z.string(),
      card: z
        .object({
          first6: z.string().optional(),
          last4: z.string(),
          card_type: z.string(),
          expiry_month: z.string().optional(),
          expiry_year: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
}) satisfies z.ZodType<ProviderPayment>;

/** YooKassa's error body (400, 401, 403, 404, 429, 500). */
const errorSchema = z.object({
  code: z.string().optional(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

type Attempt =
  | { ok: true; payment: ProviderPayment }
  | { ok: false; retry: boolean; message: string; status?: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describeError(status: number, body: unknown): string {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return `HTTP ${status}`;
  const { code, description, parameter } = parsed.data;
  return [
    `HTTP ${status}`,
    code ? ` ${code}` : '',
    description ? `: ${description}` : '',
    parameter ? ` (parameter ${parameter})` : '',
  ].join('');
}

function isRetryableStatus(status: number): boolean {
  // 202 was YooKassa's "still processing, repeat later" and 429 is its rate limit: both are
  // "not now", not "never".
  return status >= 500 || status === 429 || status === 202;
}

export function createYooKassaProvider(options: YooKassaOptions): PaymentProvider {
  const apiUrl = (options.apiUrl ?? YOOKASSA_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const fetchImpl = options.fetchImpl ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function attempt(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Attempt> {
    let response: Response;
    let payload: unknown;
    try {
      response = await fetchImpl(`${apiUrl}${path}`, {
        method,
        headers: { Authorization: authorization, Accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read the body under the same timeout: a server may send headers and then stall.
      const text = await response.text();
      try {
        payload = text ? JSON.parse(text) : undefined;
      } catch {
        payload = undefined;
      }
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        ok: false,
        retry: true,
        message: timedOut ? `no answer within ${timeoutMs} ms` : `network error: ${(error as Error).message}`,
      };
    }
    if (response.status === 200) {
      const parsed = paymentSchema.safeParse(payload);
      if (parsed.success) return { ok: true, payment: parsed.data };
      // A 200 we cannot read leaves the outcome unknown: like a 500, safe to repeat.
      return {
        ok: false,
        retry: true,
        status: 200,
        message: `unexpected payment object (${parsed.error.issues[0]?.path.join('.') || 'body'})`,
      };
    }
    return {
      ok: false,
      retry: isRetryableStatus(response.status),
      status: response.status,
      message: describeError(response.status, payload),
    };
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<ProviderPayment> {
    let last: Attempt | undefined;
    for (let i = 0; i <= retryDelays.length; i++) {
      if (i > 0) await sleep(retryDelays[i - 1] ?? 0);
      last = await attempt(method, path, headers, body);
      if (last.ok) return last.payment;
      if (!last.retry) {
        throw new ProviderError(`YooKassa ${method} ${path}: ${last.message}`, false, last.status);
      }
    }
    const failure = last && !last.ok ? last : undefined;
    throw new ProviderError(
      `YooKassa ${method} ${path}: ${failure?.message ?? 'failed'} (after ${retryDelays.length + 1} attempts)`,
      true,
      failure?.status,
    );
  }

  return {
    name: 'yookassa',
    test: options.test ?? options.secretKey.startsWith('test_'),

    async createPayment(request: CreatePaymentRequest, idempotenceKey: string) {
      if (!idempotenceKey || idempotenceKey.length > MAX_IDEMPOTENCE_KEY) {
        throw new ProviderError(`Idempotence-Key must be 1–${MAX_IDEMPOTENCE_KEY} characters`, false);
      }
      // Serialised once: every retry sends byte-identical data with the same key.
      return call(
        'POST',
        '/payments',
        { 'Content-Type': 'application/json', 'Idempotence-Key': idempotenceKey },
        JSON.stringify(request),
      );
    },

    async getPayment(providerPaymentId: string) {
      return call('GET', `/payments/${encodeURIComponent(providerPaymentId)}`, {});
    },
  };
}
