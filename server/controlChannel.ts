// A Unix socket in the data folder, readable by the machine's own user only, through which `npm run login-code` asks
// a running server for a code (PGlite lets one process open a data folder, so the CLI cannot open it itself).
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

export type ControlCommand = { command: 'login-code'; email: string };
export type ControlReply = { ok: true; code: string } | { ok: false; error: string };

export function startControlChannel(dataDir: string, handle: (command: ControlCommand) => Promise<ControlReply>): net.Server {
  const socketPath = controlSocketPath(dataDir);
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = net.createServer((connection) => {
    let buffer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.length > 10_000) connection.destroy();
      if (!buffer.includes('\n')) return;
      let command: ControlCommand;
      try {
        command = JSON.parse(buffer.slice(0, buffer.indexOf('\n'))) as ControlCommand;
      } catch {
        connection.end(`${JSON.stringify({ ok: false, error: 'Bad request' })}\n`);
        return;
      }
      handle(command)
        .catch((error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) }))
        .then((reply) => connection.end(`${JSON.stringify(reply)}\n`));
    });
    connection.on('error', () => connection.destroy());
  });
  server.listen(socketPath, () => chmodSync(socketPath, 0o600));
  server.on('close', () => {
    if (existsSync(socketPath)) unlinkSync(socketPath);
  });
  return server;
}

export function askControlChannel(dataDir: string, command: ControlCommand): Promise<ControlReply | null> {
  return new Promise((resolve) => {
    const socketPath = controlSocketPath(dataDir);
    if (!existsSync(socketPath)) return resolve(null);
    const connection = net.connect(socketPath);
    let reply = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify(command)}\n`));
    connection.on('data', (chunk) => (reply += chunk));
    connection.on('end', () => {
      try {
        resolve(JSON.parse(reply) as ControlReply);
      } catch {
        resolve(null);
      }
    });
    connection.on('error', () => resolve(null));
  });
}
