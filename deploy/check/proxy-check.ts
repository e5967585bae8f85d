/**
 * Checks a deployment through its nginx: two compiled instances of the app behind the site of
 * deploy/nginx/iskra.conf (CI renders a plain-HTTP copy of it; .ci/run, step "deploy").
 *
 *   PROXY_URL=http://127.0.0.1:18080 INSTANCE_URLS=http://127.0.0.1:18081,http://127.0.0.1:18082 \
 *   METRICS_TOKEN=… DATABASE_URL=… npx tsx deploy/check/proxy-check.ts
 *
 * Through nginx: /api/ready, the web app and a hashed asset (cached for long, compressed), the
 * request id, then two people register, sign in, connect their sockets to different instances
 * (told apart by each instance's iskra_sockets_connected metric, read on the instance's own port)
 * and exchange a message each way. One gets Premium (to write first) from the compiled support
 * script, apps/server/dist/tier-grant.js, on the same database.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type {
  AuthResponse,
  CitySuggestion,
  ClientToServerEvents,
  Message,
  SendMessageResponse,
  ServerToClientEvents,
} from '@iskra/contract';
import { io, type Socket } from 'socket.io-client';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface Person {
  email: string;
  password: string;
  id: string;
  token: string;
}

const ROOT = resolve(import.meta.dirname, '../..');
const TIMEOUT_MS = 10_000;
/**
 * The address this run's requests come from, as nginx forwards it (the app trusts loopback:
 * TRUST_PROXY=loopback). A fresh one per run, so the per-address registration limit, counted
 * in the shared Redis, does not pile up across runs.
 */
const CLIENT_ADDRESS = `198.18.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 254)}`;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const proxy = required('PROXY_URL');
const instances = required('INSTANCE_URLS').split(',');
const metricsToken = required('METRICS_TOKEN');

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function ok(message: string): void {
  process.stdout.write(`ok  ${message}\n`);
}

async function call<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${proxy}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': CLIENT_ADDRESS,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  check(res.ok, `${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function checkReady(): Promise<void> {
  const res = await fetch(`${proxy}/api/ready`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await res.json()) as { status?: string; redis?: string };
  check(res.status === 200 && body.status === 'ready', `/api/ready: ${res.status} ${JSON.stringify(body)}`);
  check(body.redis === 'up', `/api/ready: Redis is ${body.redis}`);
  // nginx's $request_id (32 hex digits) reached the app, which answers with the id it logs.
  const id = res.headers.get('x-request-id') ?? '';
  check(/^[0-9a-f]{32}$/.test(id), `the app did not take nginx's request id (X-Request-Id: ${id})`);
  ok(`/api/ready is 200 through nginx; the app logs nginx's request id (${id})`);
}

async function checkWebApp(): Promise<void> {
  const page = await fetch(`${proxy}/app/`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const html = await page.text();
  check(page.status === 200 && html.includes('<div id="root"'), `/app/: ${page.status}`);
  const asset = html.match(/\/app\/assets\/[^"']+\.js/)?.[0];
  check(asset, '/app/ names no script under /app/assets/');
  const res = await fetch(`${proxy}${asset}`, {
    headers: { 'accept-encoding': 'gzip' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await res.arrayBuffer();
  const cache = res.headers.get('cache-control') ?? '';
  check(res.status === 200, `${asset}: ${res.status}`);
  check(
    cache.includes('immutable') && cache.includes('max-age=31536000'),
    `${asset}: cache-control ${cache}`,
  );
  check(res.headers.get('content-encoding') === 'gzip', `${asset} is not compressed`);
  const missing = await fetch(`${proxy}/app/assets/no-such-build-file.js`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  check(missing.status === 404, `a missing asset answers ${missing.status}, not 404`);
  ok(`/app/ is served; ${asset} is cached for a year and gzipped`);
}

async function register(city: CitySuggestion, name: string, gender: 1 | 2): Promise<Person> {
  const email = `proxy-check-${randomBytes(6).toString('hex')}@iskra.example`;
  const password = `Proverka-${randomBytes(6).toString('hex')}`;
  await call<AuthResponse>('/api/user/registration', {
    body: {
      name,
      email,
      password,
      birthday: '1994-03-12',
      gender,
      looking: gender === 1 ? 2 : 1,
      agreement: true,
      goal: 3,
      lat: city.lat,
      lng: city.lng,
      city: city.name,
      country: city.country,
    },
  });
  const signedIn = await call<AuthResponse>('/api/user/login', { body: { email, password } });
  return { email, password, id: signedIn.user.id, token: signedIn.accessToken };
}

/** Connected sockets per instance, from each instance's own /metrics. */
async function socketsPerInstance(): Promise<number[]> {
  return Promise.all(
    instances.map(async (url) => {
      const res = await fetch(`${url}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      check(res.ok, `${url}/metrics: ${res.status}`);
      const line = text.split('\n').find((l) => l.startsWith('iskra_sockets_connected'));
      return Number(line?.split(' ').at(-1) ?? 0);
    }),
  );
}

function connect(person: Person): Promise<ClientSocket> {
  const socket: ClientSocket = io(proxy, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: person.token },
  });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket did not connect through nginx')), TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolvePromise(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Which instance holds the one socket opened since `before` was read. */
async function instanceOfNewSocket(before: number[]): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const now = await socketsPerInstance();
    const grown = now.findIndex((count, i) => count > (before[i] ?? 0));
    if (grown >= 0) return grown;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no instance counts the new socket');
}

/** A socket of `person` on an instance other than `avoid` (nginx alternates between the two). */
async function connectElsewhere(person: Person, avoid: number): Promise<[ClientSocket, number]> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const before = await socketsPerInstance();
    const socket = await connect(person);
    const instance = await instanceOfNewSocket(before);
    if (instance !== avoid) return [socket, instance];
    socket.disconnect();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nginx sent every socket to instance ${avoid + 1}`);
}

function nextMessage(socket: ClientSocket): Promise<Message> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error('no SERVER:NEW_MESSAGE arrived')), TIMEOUT_MS);
    socket.once('SERVER:NEW_MESSAGE', ({ message }) => {
      clearTimeout(timer);
      resolvePromise(message);
    });
  });
}

async function checkChat(): Promise<void> {
  const { cities } = await call<{ cities: CitySuggestion[] }>('/api/helpers/get-cities', {
    body: { input: 'Москва' },
  });
  const moscow = cities[0];
  check(moscow, 'the city search found no Moscow');
  const anna = await register(moscow, 'Анна', 2);
  const boris = await register(moscow, 'Борис', 1);
  ok('two people registered and signed in through nginx');

  // Premium writes to anyone: granted by the compiled support script, as support would.
  execFileSync(
    process.execPath,
    [resolve(ROOT, 'apps/server/dist/tier-grant.js'), anna.email, 'premium', '1'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );

  const before = await socketsPerInstance();
  const annaSocket = await connect(anna);
  const annaOn = await instanceOfNewSocket(before);
  const [borisSocket, borisOn] = await connectElsewhere(boris, annaOn);
  ok(`sockets through nginx: Анна on instance ${annaOn + 1}, Борис on instance ${borisOn + 1}`);

  try {
    const toBoris = nextMessage(borisSocket);
    const sent = await call<SendMessageResponse>('/api/messages', {
      token: anna.token,
      body: { clientId: randomUUID(), userId: boris.id, text: 'Привет! Это проверка через nginx.' },
    });
    const heard = await toBoris;
    check(heard.id === sent.message.id, 'Борис heard another message');
    ok(`Анна → Борис: the message reached instance ${borisOn + 1} live`);

    const toAnna = nextMessage(annaSocket);
    const reply = await call<SendMessageResponse>('/api/messages', {
      token: boris.token,
      body: { clientId: randomUUID(), dialogId: sent.dialog.id, text: 'Привет! Дошло.' },
    });
    const answer = await toAnna;
    check(answer.id === reply.message.id, 'Анна heard another message');
    ok(`Борис → Анна: the reply reached instance ${annaOn + 1} live`);
  } finally {
    annaSocket.disconnect();
    borisSocket.disconnect();
  }
}

await checkReady();
await checkWebApp();
await checkChat();
process.stdout.write('The deployment answers through nginx.\n');
