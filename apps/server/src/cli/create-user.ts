import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ZodError } from 'zod';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../server.ts';
import { createUser } from '../domain/users/create-user.ts';
import { AppError } from '../domain/app-error.ts';

const USAGE =
  'Usage: npm run user:create -- --email EMAIL --role master|gerente|operacional [--name NAME] [--clients ID,ID]';

/** Reads the password from stdin: hidden at a terminal prompt, or the first line when piped. */
async function readPassword(): Promise<string> {
  const interactive = process.stdin.isTTY;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output: interactive ? output : undefined, terminal: interactive });
  if (interactive) process.stdout.write('Password (at least 8 characters): ');
  muted = true;
  const line = await new Promise<string>((resolve) => {
    rl.once('line', resolve);
    rl.once('close', () => resolve(''));
  });
  rl.close();
  if (interactive) process.stdout.write('\n');
  return line.replace(/\r$/, '');
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      clients: { type: 'string' },
    },
  });
  if (!values.email || !values.role) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const created = await createUser(database.db, {
      email: values.email,
      role: values.role as 'master',
      name: values.name ?? values.email.split('@')[0]!,
      password,
      clientIds: values.clients?.split(',').filter(Boolean) ?? [],
    });
    console.log(`Created ${created.role} ${created.email}.`);
    return 0;
  } catch (err) {
    if (err instanceof ZodError)
      console.error(err.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'));
    else if (err instanceof AppError) console.error(err.message);
    else throw err;
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
