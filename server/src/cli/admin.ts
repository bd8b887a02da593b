/**
 * `npm run admin -- create-user <email> --role owner|manager|picker [--name "Full Name"]`
 * `npm run admin -- reset-password <email>`
 * Prints a one-time link to set the password (valid three days). Uses DATABASE_URL like the server.
 */
import type { StaffRole } from '@larder/contract';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../lib/errors';
import { createStaff, passwordLink } from '../modules/admin/staff.service';

const USAGE = `Usage:
  npm run admin -- create-user <email> --role owner|manager|picker [--name "Full Name"]
  npm run admin -- reset-password <email>`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const [command, email, ...rest] = process.argv.slice(2);
if (!command || !email || email.startsWith('--')) fail('Tell me what to do and for which e-mail.');
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail(`"${email}" is not an e-mail address.`);

const config = loadConfig();
const database = connect(config.database);
try {
  await migrateToLatest(database.db);
  const now = new Date();
  if (command === 'create-user') {
    const role = option(rest, '--role') as StaffRole | undefined;
    if (!role || !['owner', 'manager', 'picker'].includes(role)) fail('--role must be owner, manager or picker.');
    const name = option(rest, '--name') ?? email.split('@')[0]!;
    const { staff, link } = await createStaff(database.db, config.publicUrl, { email, name, role }, now);
    console.log(`Created ${staff.role} ${staff.email} (${staff.id}).\nSet the password within three days (the link works once):\n${link}`);
  } else if (command === 'reset-password') {
    const staff = await database.db.selectFrom('staff').select(['id', 'email']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!staff) fail(`No staff account for ${email}.`);
    const link = await passwordLink(database.db, config.publicUrl, staff.id, now);
    console.log(`Set a new password for ${staff.email} (the link works once, for three days):\n${link}`);
  } else {
    fail(`Unknown command "${command}".`);
  }
} catch (err) {
  if (err instanceof AppError) fail(err.message);
  throw err;
} finally {
  await database.close();
}
