import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A package loaded when first used rather than at start-up. The payment SDKs, sharp, ioredis, pg,
 * nodemailer and web-push take 50 ms to a second each to load (Square's alone about a second), and
 * most processes never touch most of them; the start-up budget is a first answer within 1 s.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireHere(name) as T);
}
