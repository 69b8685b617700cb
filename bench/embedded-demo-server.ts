// The server of bench:web and bench:lighthouse: the web app's production build served with the
// demo data on the embedded database (e2e/start-server.mjs), on a port of the bench's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function sh(command: string, args: string[], env: Record<string, string> = {}) {
  // Its own process group, so that stopping it also stops the server it starts (npm → tsx → node).
  return spawn(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
}

/**
 * Builds the web app (unless `build` is false), starts the server on `port` and waits until it
 * answers at `origin`; refuses a port already in use (`portVariable` says how to choose another).
 */
export async function startEmbeddedDemoServer(options: {
  port: string;
  origin: string;
  portVariable: string;
  build: boolean;
}): Promise<ChildProcess> {
  const { port, origin, portVariable, build } = options;
  const portTaken = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (portTaken) throw new Error(`port ${port} is already in use; set ${portVariable}`);
  if (build) {
    await new Promise<void>((resolve, reject) =>
      sh('npm', ['run', 'build', '-w', '@athcare/web']).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`web build failed (${code})`)),
      ),
    );
  }
  const server = sh('node', ['e2e/start-server.mjs'], { E2E_PORT: port });
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return server;
      if (i > 120) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 1000));
    }
  } catch (error) {
    stopEmbeddedDemoServer(server);
    throw error;
  }
}

/** Stops the server and what it started. */
export function stopEmbeddedDemoServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
