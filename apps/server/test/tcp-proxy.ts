/**
 * A TCP proxy a test puts between the app and a shared server (PostgreSQL, Redis) to play an
 * outage without touching the server itself, which other tests and processes use.
 *
 *   const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
 *   // connect the app to 127.0.0.1:proxy.port
 *   proxy.refuse();   // connections are cut and new ones refused (the server is down)
 *   proxy.hang();     // connections stay open but nothing gets through (a network black hole)
 *   await proxy.pass(); // back to normal; connections from the outage are dropped
 *   await proxy.close();
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'hang' | 'refuse';

export interface TcpProxy {
  readonly port: number;
  readonly mode: ProxyMode;
  /** Connections are forwarded (the default). Connections opened during an outage are cut. */
  pass(): Promise<void>;
  /** New connections are accepted and never answered; open ones stop forwarding. */
  hang(): void;
  /** Every connection is cut and the port is closed: new connections are refused. */
  refuse(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<Pair>();
  let server: Server;
  let port = 0;

  function drop(pair: Pair) {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  }

  function accept(client: Socket) {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (mode !== 'pass') {
      // A black hole: whatever the client sends is read and thrown away.
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.on('data', (chunk) => {
      if (mode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'pass') client.write(chunk);
    });
  }

  async function listen(onPort: number) {
    server = createServer(accept);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    port = address.port;
  }

  function closeListener(): Promise<void> {
    return new Promise((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  }

  function dropAll() {
    for (const pair of [...pairs]) drop(pair);
  }

  await listen(0);
  return {
    get port() {
      return port;
    },
    get mode() {
      return mode;
    },
    async pass() {
      if (mode === 'pass') return;
      const wasRefusing = mode === 'refuse';
      mode = 'pass';
      dropAll();
      if (wasRefusing) await listen(port);
    },
    hang() {
      mode = 'hang';
    },
    async refuse() {
      mode = 'refuse';
      dropAll();
      await closeListener();
    },
    async close() {
      mode = 'refuse';
      dropAll();
      await closeListener();
    },
  };
}
