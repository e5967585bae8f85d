/**
 * A local stand-in for a browser's push service (tests): a node:http server that records every
 * push it is sent and answers with the status a test chooses per path, and a browser-side
 * subscription whose keys can decrypt what arrives (RFC 8291, aes128gcm).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedPush {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  readonly url: string;
  readonly received: ReceivedPush[];
  /** The status answered on `path` (default 201). */
  answer(path: string, status: number): void;
  /** Pushes that arrived at `path`. */
  at(path: string): ReceivedPush[];
}

export function useFakePushService(): FakePushService {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  let server: Server | undefined;
  let url = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        received.push({
          path,
          method: request.method ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.statusCode = statuses.get(path) ?? 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return {
    get url() {
      return url;
    },
    received,
    answer: (path, status) => void statuses.set(path, status),
    at: (path) => received.filter((r) => r.path === path),
  };
}

/** A browser's subscription: its public keys for the server, its private key for decrypting. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    body: {
      endpoint,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    /** Decrypts an aes128gcm push body (one record) sent to this subscription. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The content ends at the last delimiter (0x02 for the last record), padding after it.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}
