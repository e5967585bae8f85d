/**
 * Web push transport (RFC 8030, 8291, 8292): the `web-push` library encrypts the payload and
 * signs the VAPID header; the request itself goes through fetch with a timeout of our own, so a
 * slow push service holds one job for at most that long (and plain-http endpoints work in tests).
 */
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { WebPushConfig } from './config.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered push. */
  ttlSeconds: number;
  /** A later push with the same topic replaces an undelivered one (≤ 32 base64url chars). */
  topic?: string;
  urgency?: 'normal' | 'high';
}

/** `sent`; `gone` when the push service says the subscription no longer exists (404/410). */
export type PushOutcome = 'sent' | 'gone';

export class PushFailed extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'PushFailed';
  }
}

export type PushSender = ReturnType<typeof createPushSender>;

/**
 * Whether the server may post to this endpoint: https on a public host name. A subscription is
 * user input, so plain http, IP literals and local names are refused (the server would
 * otherwise post wherever a user points it); tests' local push service is let through only
 * with `allowLocalEndpoints`.
 */
export function endpointAllowed(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    url.protocol === 'https:' &&
    isIP(host) === 0 &&
    host.includes('.') &&
    !host.endsWith('.localhost') &&
    !host.endsWith('.local') &&
    !host.endsWith('.internal') &&
    url.username === '' &&
    url.password === ''
  );
}

export function createPushSender(config: WebPushConfig, timeoutMs: number) {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };

  return {
    publicKey: config.publicKey,

    allows: (endpoint: string) => endpointAllowed(endpoint, config.allowLocalEndpoints),

    /** Sends one push; throws PushFailed on any other answer or when it takes too long. */
    async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
      if (!endpointAllowed(target.endpoint, config.allowLocalEndpoints)) return 'gone';
      const details = webpush.generateRequestDetails(target, payload, {
        vapidDetails,
        TTL: options.ttlSeconds,
        contentEncoding: 'aes128gcm',
        ...(options.topic ? { topic: options.topic } : {}),
        ...(options.urgency ? { urgency: options.urgency } : {}),
      });
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PushFailed(null, `push service unreachable: ${(error as Error).message}`);
      }
      // The answer's body is of no use; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status >= 200 && response.status < 300) return 'sent';
      throw new PushFailed(response.status, `push service answered ${response.status}`);
    },
  };
}
