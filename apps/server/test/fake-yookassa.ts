/**
 * A YooKassa-compatible HTTP server for tests: `POST /payments` and `GET /payments/{id}` of API
 * v3, on 127.0.0.1 and a free port. Point the app at it with YOOKASSA_API_URL = fake.url.
 *
 *   const fake = await startFakeYooKassa({ shopId: '123', secretKey: 'test_key' });
 *   // … the app creates a payment …
 *   fake.settle(id, 'succeeded');                 // the user paid in the widget
 *   fake.settle(id, { cancel: 'insufficient_funds' });
 *   fake.failNext(1);                             // next POST is created, then answers 500
 *   fake.setRenewalOutcome('permission_revoked'); // charges of saved cards from now on
 *   await fake.close();
 *
 * It mimics what the billing code relies on: Basic auth (401), a required Idempotence-Key, the
 * same key answering with the same payment (also after an injected 500 that happened AFTER the
 * payment was stored, which is what makes a blind retry dangerous without the key), embedded
 * confirmation for first payments and immediately settled charges of a saved method.
 * Payments it creates carry `test: true`, like those of a YooKassa test shop.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderCard, ProviderPayment } from '../src/platform/payments/provider.ts';

export interface FakeRequest {
  method: string;
  path: string;
  idempotenceKey: string | undefined;
  /** The parsed JSON body (undefined for GET or a body that is not JSON). */
  body: unknown;
  /** What the server answered. */
  status: number;
}

/** How a charge of a saved method (a renewal) ends: paid, left pending, or declined. */
export type RenewalOutcome =
  | 'succeeded'
  | 'pending'
  | 'insufficient_funds'
  | 'permission_revoked'
  | 'card_expired'
  | 'issuer_unavailable'
  | 'general_decline'
  | (string & {});

export type SettleOutcome = 'succeeded' | { cancel: string; party?: string };

export interface FakeYooKassa {
  /** Base URL to use as YOOKASSA_API_URL, e.g. http://127.0.0.1:43210/v3 */
  url: string;
  /** Every payment created, by YooKassa id; mutate freely to script odd states. */
  payments: Map<string, ProviderPayment>;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** The next `n` POST /payments store the payment (when valid) and then answer 500. */
  failNext(n: number): void;
  /** The next `n` GET /payments/{id} answer 500. */
  failNextGet(n: number): void;
  /** The next `n` requests of any kind are never answered (until close): client timeouts. */
  stallNext(n: number): void;
  /** The user finished the widget: succeeded (the card saved unless opts.saved is false) or canceled. */
  settle(id: string, outcome: SettleOutcome, opts?: { saved?: boolean }): ProviderPayment;
  /** How charges of a saved method (payment_method_id) end from now on. Default 'succeeded'. */
  setRenewalOutcome(outcome: RenewalOutcome): void;
  /**
   * The body YooKassa would POST to the webhook for this payment's current state; `event`
   * overrides the derived `payment.<status>` (e.g. a 'payment.succeeded' for a pending payment).
   */
  notification(id: string, event?: string): { type: 'notification'; event: string; object: ProviderPayment };
  close(): Promise<void>;
}

export interface FakeYooKassaOptions {
  shopId: string;
  secretKey: string;
}

const CARD: ProviderCard = {
  first6: '555555',
  last4: '4477',
  card_type: 'MasterCard',
  expiry_month: '12',
  expiry_year: '2030',
};

/** Who cancels, as YooKassa reports it: a revoked permission is YooKassa's, a decline the bank's. */
function partyOf(reason: string): string {
  return reason === 'permission_revoked' ? 'yoo_money' : 'payment_network';
}

interface Stored {
  payment: ProviderPayment;
  savePaymentMethod: boolean;
}

interface KeyRecord {
  id: string;
  /** The first request's body, canonical (sorted keys), to compare repeats by content. */
  body: string;
}

/** JSON with sorted keys: two serialisations of the same request compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request checks YooKassa makes that the billing code could get wrong; undefined = fine. */
function invalidPayment(body: unknown): { description: string; parameter?: string } | undefined {
  if (!isRecord(body)) return { description: 'Request body must be a JSON object' };
  const amount = body.amount;
  if (!isRecord(amount) || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value)) {
    return { description: 'Amount value must be a string with two decimals', parameter: 'amount.value' };
  }
  if (amount.currency !== 'RUB') return { description: 'Unsupported currency', parameter: 'amount.currency' };
  if (typeof body.description === 'string' && body.description.length > 128) {
    return { description: 'Description is longer than 128 characters', parameter: 'description' };
  }
  if (body.metadata !== undefined) {
    if (!isRecord(body.metadata) || Object.values(body.metadata).some((v) => typeof v !== 'string')) {
      return { description: 'Metadata values must be strings', parameter: 'metadata' };
    }
  }
  const receipt = body.receipt;
  if (!isRecord(receipt)) return { description: 'Receipt is missing', parameter: 'receipt' };
  if (!isRecord(receipt.customer) || typeof receipt.customer.email !== 'string') {
    return { description: 'Receipt customer e-mail is missing', parameter: 'receipt.customer' };
  }
  const items = receipt.items;
  if (!Array.isArray(items) || items.length === 0) {
    return { description: 'Receipt items are missing', parameter: 'receipt.items' };
  }
  for (const item of items) {
    if (
      !isRecord(item) ||
      typeof item.vat_code !== 'number' ||
      !Number.isInteger(item.vat_code) ||
      item.vat_code < 1 ||
      item.vat_code > 12
    ) {
      return { description: 'Receipt item vat_code must be 1–12', parameter: 'receipt.items.vat_code' };
    }
    if (!isRecord(item.amount) || item.amount.value !== amount.value) {
      // One item of the whole amount: the sum of the items must equal the payment.
      return { description: 'Receipt item amount must equal the payment amount', parameter: 'receipt.items' };
    }
  }
  const confirmation = body.confirmation;
  const methodId = body.payment_method_id;
  if (confirmation === undefined && methodId === undefined) {
    return { description: 'Confirmation or payment_method_id is required', parameter: 'confirmation' };
  }
  if (confirmation !== undefined && (!isRecord(confirmation) || confirmation.type !== 'embedded')) {
    return { description: 'Only embedded confirmation is supported here', parameter: 'confirmation.type' };
  }
  if (methodId !== undefined && (typeof methodId !== 'string' || methodId === '')) {
    return { description: 'Invalid payment_method_id', parameter: 'payment_method_id' };
  }
  return undefined;
}

export async function startFakeYooKassa(options: FakeYooKassaOptions): Promise<FakeYooKassa> {
  const expectedAuth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const stored = new Map<string, Stored>();
  const payments = new Map<string, ProviderPayment>();
  const byKey = new Map<string, KeyRecord>();
  const requests: FakeRequest[] = [];
  let failPosts = 0;
  let failGets = 0;
  let stalls = 0;
  let renewalOutcome: RenewalOutcome = 'succeeded';

  function send(res: ServerResponse, record: FakeRequest, status: number, body: unknown): void {
    record.status = status;
    res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  function error(
    res: ServerResponse,
    record: FakeRequest,
    status: number,
    code: string,
    description: string,
    parameter?: string,
  ) {
    send(res, record, status, {
      type: 'error',
      id: randomUUID(),
      code,
      description,
      ...(parameter ? { parameter } : {}),
    });
  }

  function createPayment(body: Record<string, unknown>): ProviderPayment {
    const id = randomUUID();
    const request = body as {
      amount: ProviderPayment['amount'];
      description?: string;
      metadata?: Record<string, string>;
      save_payment_method?: boolean;
      payment_method_id?: string;
    };
    const payment: ProviderPayment = {
      id,
      status: 'pending',
      paid: false,
      amount: { ...request.amount },
      ...(request.description !== undefined ? { description: request.description } : {}),
      metadata: { ...(request.metadata ?? {}) },
      test: true,
      created_at: new Date().toISOString(),
    };
    if (request.payment_method_id) {
      // A charge of a saved card needs no user: YooKassa settles it at once (or leaves it
      // pending for a while, which 'pending' scripts).
      const method = { id: request.payment_method_id, saved: true, type: 'bank_card', card: { ...CARD } };
      if (renewalOutcome === 'succeeded') {
        Object.assign(payment, { status: 'succeeded', paid: true, payment_method: method });
      } else if (renewalOutcome !== 'pending') {
        Object.assign(payment, {
          status: 'canceled',
          payment_method: { ...method, saved: renewalOutcome !== 'permission_revoked' },
          cancellation_details: { party: partyOf(renewalOutcome), reason: renewalOutcome },
        });
      }
    } else {
      payment.confirmation = { type: 'embedded', confirmation_token: `ct-${randomUUID()}` };
    }
    stored.set(id, { payment, savePaymentMethod: request.save_payment_method === true });
    payments.set(id, payment);
    return payment;
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/v3/, '');
    const key = req.headers['idempotence-key'];
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    const record: FakeRequest = {
      method: req.method ?? '',
      path,
      idempotenceKey: typeof key === 'string' ? key : undefined,
      body,
      status: 0,
    };
    requests.push(record);

    if (stalls > 0) {
      stalls--;
      return; // never answered; close() destroys the socket
    }
    if (req.headers.authorization !== expectedAuth) {
      return error(res, record, 401, 'invalid_credentials', 'Login and password do not match');
    }

    if (req.method === 'POST' && path === '/payments') {
      if (!record.idempotenceKey) {
        return error(
          res,
          record,
          400,
          'invalid_request',
          'Idempotence-Key header is missing',
          'Idempotence-Key',
        );
      }
      const seen = byKey.get(record.idempotenceKey);
      let payment: ProviderPayment | undefined;
      if (seen) {
        // YooKassa compares the repeated request with the first: another body is an error.
        if (seen.body !== canonical(body)) {
          return error(
            res,
            record,
            400,
            'invalid_request',
            'Idempotence key duplicated with other parameters',
            'Idempotence-Key',
          );
        }
        payment = payments.get(seen.id);
      } else {
        const problem = invalidPayment(body);
        if (problem)
          return error(res, record, 400, 'invalid_request', problem.description, problem.parameter);
        payment = createPayment(body as Record<string, unknown>);
        byKey.set(record.idempotenceKey, { id: payment.id, body: canonical(body) });
      }
      if (failPosts > 0) {
        failPosts--;
        return error(res, record, 500, 'internal_server_error', 'Internal server error');
      }
      return send(res, record, 200, payment);
    }

    const match = /^\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match?.[1]) {
      if (failGets > 0) {
        failGets--;
        return error(res, record, 500, 'internal_server_error', 'Internal server error');
      }
      const payment = payments.get(decodeURIComponent(match[1]));
      if (!payment) return error(res, record, 404, 'not_found', 'Payment not found or forbidden');
      return send(res, record, 200, payment);
    }
    return error(res, record, 404, 'not_found', `No such endpoint: ${req.method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', code: 'internal_server_error', description: String(cause) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function settle(id: string, outcome: SettleOutcome, opts: { saved?: boolean } = {}): ProviderPayment {
    const entry = stored.get(id);
    if (!entry) throw new Error(`fake YooKassa: no payment ${id}`);
    const { payment } = entry;
    const method = {
      id: `pm-${randomUUID()}`,
      saved: entry.savePaymentMethod && opts.saved !== false,
      type: 'bank_card',
      card: { ...CARD },
    };
    if (outcome === 'succeeded') {
      Object.assign(payment, { status: 'succeeded', paid: true, payment_method: method });
    } else {
      Object.assign(payment, {
        status: 'canceled',
        paid: false,
        payment_method: { ...method, saved: false },
        cancellation_details: { party: outcome.party ?? partyOf(outcome.cancel), reason: outcome.cancel },
      });
    }
    return payment;
  }

  return {
    url: `http://127.0.0.1:${port}/v3`,
    payments,
    requests,
    failNext(n) {
      failPosts = n;
    },
    failNextGet(n) {
      failGets = n;
    },
    stallNext(n) {
      stalls = n;
    },
    settle,
    setRenewalOutcome(outcome) {
      renewalOutcome = outcome;
    },
    notification(id, event) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake YooKassa: no payment ${id}`);
      return {
        type: 'notification',
        event: event ?? `payment.${payment.status}`,
        object: structuredClone(payment),
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Stalled requests keep their sockets open; close() alone would wait for them forever.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
