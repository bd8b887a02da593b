import multipart from '@fastify/multipart';
import type { CallDef } from '@larder/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CsvSyntaxError, parseCsvStream } from '../lib/csv';
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

/**
 * The raw payload of a multipart call: its fields as text and its one file as the call wants it —
 * the bytes, or a CSV's records parsed as the file streams in (never held as one string).
 */
export async function readUploadPayload(req: FastifyRequest, def: CallDef): Promise<Record<string, unknown>> {
  const u = def.upload;
  if (!u) throw invalid('This call does not take files: send its payload as JSON.');
  const raw: Record<string, unknown> = {};
  try {
    for await (const part of req.parts({ limits: { ...FIELD_LIMITS, fileSize: u.maxBytes } })) {
      if (part.type === 'field') {
        if (part.fieldname !== u.field) raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== u.field) {
        part.file.resume();
        throw invalid(`Unexpected file "${part.fieldname}": send the file as "${u.field}".`);
      }
      if (u.kind === 'bytes') raw[u.field] = new Uint8Array(await part.toBuffer());
      else {
        try {
          raw[u.field] = await parseCsvStream(part.file, MAX_CSV_RECORDS);
        } catch (err) {
          part.file.resume();
          if (err instanceof CsvSyntaxError)
            throw invalid(`The CSV file cannot be read: ${err.message}`, [{ field: u.field, message: err.message }]);
          throw err;
        }
        if (part.file.truncated) throw fileTooLarge(def);
      }
    }
  } catch (err) {
    throw uploadError(err, def);
  }
  if (raw[u.field] === undefined) throw invalid(`Attach the file as "${u.field}".`, [{ field: u.field, message: 'No file' }]);
  return raw;
}
