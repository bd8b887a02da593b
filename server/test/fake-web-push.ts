import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';

/**
 * A local stand-in for a browser's push service: it keeps each device's private key, decrypts what
 * web-push sends (RFC 8291, aes128gcm) and answers as a push service would (201, or 410 once the
 * device has unsubscribed).
 */
export class TestPushService {
  private server = http.createServer((req, res) => this.receive(req, res));
  private devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  received: { device: string; headers: http.IncomingHttpHeaders; payload: any }[] = [];
  base = '';

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }

  /** A new browser subscription, as PushManager.subscribe() would give it. */
  subscribe() {
    const id = randomBytes(8).toString('hex');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(id, { ecdh, auth, gone: false });
    return {
      endpoint: `${this.base}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }
  unsubscribe(endpoint: string) {
    this.devices.get(endpoint.split('/').pop()!)!.gone = true;
  }

  private receive(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop()!;
      const d = this.devices.get(id);
      if (!d || d.gone) return res.writeHead(410).end();
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: d.ecdh,
        authSecret: d.auth.toString('base64url'),
      }) as Buffer;
      this.received.push({ device: id, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      res.writeHead(201).end();
    });
  }
}
