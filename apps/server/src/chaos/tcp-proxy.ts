import {
  type AddressInfo,
  createConnection,
  createServer,
  type Server,
  type Socket,
} from 'node:net';

/**
 * A TCP proxy on loopback that a fault-injection test stands between the server and one of its
 * dependencies (PostgreSQL, Redis, S3), to cut, black-hole or slow that link without touching the
 * dependency itself (the machine's PostgreSQL is shared). Tests and the chaos suite only.
 */
export interface TcpProxy {
  readonly port: number;
  /** Drops every open connection and resets new ones until restore(). */
  cut(): void;
  /** Accepts new connections but forwards nothing (a peer that stopped answering). */
  blackhole(): void;
  /** Delays every chunk each way by `ms` (0: no delay). */
  slow(ms: number): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'blackhole' = 'open';
  let delayMs = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (mode !== 'open') return;
      if (delayMs === 0) {
        to.write(chunk);
        return;
      }
      from.pause();
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
        from.resume();
      }, delayMs);
    });
    from.on('end', () => to.end());
    from.on('close', () => to.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'blackhole') return; // held open, never answered
    const upstream = createConnection({ host: targetHost, port: targetPort });
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      mode = 'cut';
      dropAll();
    },
    blackhole() {
      mode = 'blackhole'; // open connections stay open and go silent
    },
    slow(ms) {
      delayMs = ms;
    },
    restore() {
      mode = 'open';
      delayMs = 0;
    },
    close: async () => {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
