/**
 * A local stand-in for the two Google services Firebase Admin calls to send a push: the OAuth token
 * endpoint (a JWT signed with the service account's key is exchanged for an access token) and FCM's
 * HTTP v1 `messages:send`. Firebase Admin reaches it through FCM_API_URL. It checks the signed
 * assertion against the account's public key and the bearer token it issued, refuses data values
 * that are not strings (as FCM does), answers FCM's 404 UNREGISTERED for a token the device gave up,
 * and a 500 INTERNAL for every send while `outage` is set. It keeps the messages it accepted.
 */
import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface FcmMessage {
  token: string;
  notification?: { title?: string; body?: string };
  data?: Record<string, unknown>;
  android?: Record<string, unknown>;
  apns?: Record<string, unknown>;
}

export interface FakeFcm {
  url: string;
  projectId: string;
  /** The service account key file to configure (FCM_SERVICE_ACCOUNT_FILE). */
  serviceAccountFile: string;
  /** Messages FCM accepted, in order, with the host each request named. */
  sent: { host: string; message: FcmMessage }[];
  /** Access tokens handed out. */
  tokensIssued: number;
  /** The app was uninstalled: FCM answers UNREGISTERED for this token from now on. */
  unregister(token: string): void;
  outage: boolean;
  close(): Promise<void>;
}

const TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

/** FCM v1's error shape, with the FcmError detail Firebase Admin maps to its error codes. */
function fcmError(res: ServerResponse, code: number, status: string, message: string, errorCode?: string) {
  json(res, code, {
    error: {
      code,
      message,
      status,
      ...(errorCode ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } : {}),
    },
  });
}

export async function startFakeFcm(projectId = 'larder-test'): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-fcm-'));
  const serviceAccountFile = path.join(dir, 'service-account.json');
  fs.writeFileSync(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      private_key_id: randomBytes(8).toString('hex'),
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: clientEmail,
      token_uri: TOKEN_AUDIENCE,
    }),
  );
  const issued = new Set<string>();
  const unregistered = new Set<string>();

  const verifyAssertion = (jwt: string): boolean => {
    const [h, p, sig] = jwt.split('.');
    if (!h || !p || !sig) return false;
    const ok = createVerify('RSA-SHA256').update(`${h}.${p}`).verify(publicKey, Buffer.from(sig, 'base64url'));
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { iss?: string; aud?: string; exp?: number };
    return ok && claims.iss === clientEmail && claims.aud === TOKEN_AUDIENCE && (claims.exp ?? 0) * 1000 > Date.now();
  };

  const fake: FakeFcm = {
    url: '',
    projectId,
    serviceAccountFile,
    sent: [],
    tokensIssued: 0,
    unregister: (token) => unregistered.add(token),
    outage: false,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(raw);
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !verifyAssertion(form.get('assertion') ?? ''))
          return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
        const token = `ya29.${randomBytes(12).toString('base64url')}`;
        issued.add(token);
        fake.tokensIssued++;
        return json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      if (req.method !== 'POST' || req.url !== `/v1/projects/${projectId}/messages:send`)
        return fcmError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !issued.has(bearer)) return fcmError(res, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
      if (fake.outage) return fcmError(res, 500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL');
      const { message } = JSON.parse(raw) as { message: FcmMessage };
      if (Object.values(message.data ?? {}).some((v) => typeof v !== 'string'))
        return fcmError(res, 400, 'INVALID_ARGUMENT', "Invalid value at 'message.data': not a string", 'INVALID_ARGUMENT');
      if (unregistered.has(message.token)) return fcmError(res, 404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
      fake.sent.push({ host: req.headers.host ?? '', message });
      json(res, 200, { name: `projects/${projectId}/messages/${randomBytes(8).toString('hex')}` });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
