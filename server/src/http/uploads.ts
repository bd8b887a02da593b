import multipart from '@fastify/multipart';
import type { CallDef } from '@larder/contract';
import { hasHostileChars } from '@larder/contract/wire';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CsvRecord, CsvSyntaxError, readCsv } from '../lib/csv';
import { AppError, invalid, tooLarge } from '../lib/errors';

/** Rows a CSV upload may have (the header included): far more than any import takes, far fewer than memory allows. */
const MAX_CSV_RECORDS = 100_000;
/** The ordinary fields beside the file (product, alt, a category's texts…) are few and short. */
const FIELD_LIMITS = { fields: 16, fieldSize: 4096, files: 1, parts: 17, headerPairs: 50 } as const;

/**
 * Files come as multipart/form-data (decision 019): each call that takes one names its part and
 * limit in the contract (`upload`). JSON bodies keep their own 1 MB limit (body-parsers.ts).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: FIELD_LIMITS });
}

function sizeText(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Maps the plugin's refusals (too many parts, a part too large, a broken body) to the contract's errors. */
function uploadError(err: unknown, def: CallDef): unknown {
  if (err instanceof AppError || err instanceof CsvSyntaxError) return err;
  const e = err as { code?: string; statusCode?: number };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(def);
  if (e.statusCode === 413) return tooLarge('Send one file and only the call’s fields with it.');
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500)
    return invalid('The upload could not be read. Please try again.');
  return err;
}

function fileTooLarge(def: CallDef): AppError {
  const u = def.upload!;
  return tooLarge(`The file is larger than ${sizeText(u.maxBytes)}. Please use a smaller file.`, [
    { field: u.field, message: `At most ${sizeText(u.maxBytes)}` },
  ]);
}

/** Waits until a file part has been read to its end (or cut at its limit), discarding what is left. */
function drain(part: MultipartFile): Promise<void> {
  const f = part.file;
  if (f.readableEnded || f.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    f.once('end', resolve);
    f.once('close', resolve);
    f.once('error', () => resolve());
    f.resume();
  });
}

/**
 * An uploaded CSV as its records, read as the file streams in (decision 029): the call's handler
 * pulls the records one at a time, so the file is never held whole and a slow handler slows the
 * upload. Iterating ends only once the whole body is read and checked: a file over the limit is a
 * 413, a malformed one a 417 naming the line, and a field sent after the file (too late to be
 * read before the rows) a 417 — so a handler that writes after the last record never writes for
 * a body that is refused.
 */
export class CsvUpload implements AsyncIterable<CsvRecord> {
  // Private fields: the payload checks walk a payload's own properties, and these are not data.
  readonly #part: MultipartFile;
  readonly #rest: AsyncIterator<Multipart>;
  readonly #def: CallDef;
  #started = false;
  #finished = false;

  constructor(part: MultipartFile, rest: AsyncIterator<Multipart>, def: CallDef) {
    this.#part = part;
    this.#rest = rest;
    this.#def = def;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<CsvRecord> {
    if (this.#started) throw new Error('An uploaded CSV can be read once.');
    this.#started = true;
    const [part, def, u] = [this.#part, this.#def, this.#def.upload!];
    try {
      try {
        for await (const record of readCsv(part.file, MAX_CSV_RECORDS)) {
          // What a JSON payload is held to (no NUL anywhere), row by row.
          if (record.cells.some(hasHostileChars))
            throw invalid(`Line ${record.line} of the CSV file contains a character that is not allowed (NUL or broken Unicode).`, [
              { field: u.field, message: `Line ${record.line}: a character that is not allowed` },
            ]);
          yield record;
        }
      } catch (err) {
        if (!(err instanceof CsvSyntaxError)) throw uploadError(err, def);
        // A file over the limit is refused as such, whatever its content.
        await drain(part);
        if (part.file.truncated) throw fileTooLarge(def);
        throw invalid(`The CSV file cannot be read: ${err.message}`, [{ field: u.field, message: err.message }]);
      }
      if (part.file.truncated) throw fileTooLarge(def);
      let next: IteratorResult<Multipart>;
      try {
        next = await this.#rest.next();
      } catch (err) {
        throw uploadError(err, def);
      }
      if (!next.done) {
        if (next.value.type === 'file') next.value.file.resume();
        throw invalid(`Send the file last: "${next.value.fieldname}" came after it.`, [
          { field: next.value.fieldname, message: `Send it before the file "${u.field}"` },
        ]);
      }
      this.#finished = true;
    } finally {
      if (!this.#finished) this.discard();
    }
  }

  /** Lets the rest of the body flow past unread (the call ended early, or never read the file). */
  discard(): void {
    if (!this.#part.file.readableEnded) this.#part.file.resume();
  }
}

/** After a call: an uploaded CSV the handler did not read to the end is let through unread. */
export function discardUploads(raw: unknown): void {
  if (typeof raw !== 'object' || raw === null) return;
  for (const v of Object.values(raw)) if (v instanceof CsvUpload) v.discard();
}

/**
 * The raw payload of a multipart call: its fields as text and its one file as the call wants it —
 * the bytes, or a CSV as a CsvUpload that the handler reads as it streams. A CSV file must come
 * after the fields (a form sends them in order; the console appends the file last).
 */
export async function readUploadPayload(req: FastifyRequest, def: CallDef): Promise<Record<string, unknown>> {
  const u = def.upload;
  if (!u) throw invalid('This call does not take files: send its payload as JSON.');
  const raw: Record<string, unknown> = {};
  try {
    const parts = req.parts({ limits: { ...FIELD_LIMITS, fileSize: u.maxBytes } })[Symbol.asyncIterator]();
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'field') {
        if (part.fieldname !== u.field) raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== u.field) {
        part.file.resume();
        throw invalid(`Unexpected file "${part.fieldname}": send the file as "${u.field}".`);
      }
      if (u.kind === 'csv') {
        raw[u.field] = new CsvUpload(part, parts, def);
        return raw;
      }
      raw[u.field] = new Uint8Array(await part.toBuffer());
    }
  } catch (err) {
    throw uploadError(err, def);
  }
  if (raw[u.field] === undefined) throw invalid(`Attach the file as "${u.field}".`, [{ field: u.field, message: 'No file' }]);
  return raw;
}
