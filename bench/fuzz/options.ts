import { parseArgs } from 'node:util';

export interface FuzzOptions {
  store: 'sqlite' | 'postgres';
  /** How long to send requests for, once the server is up. */
  seconds: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** The demo corpus folder; 'none' (the default) loads the seeded synthetic corpus, which is quicker. */
  corpus: string;
  /** The PostgreSQL server a fresh database is made on (--store postgres). */
  postgresUrl: string;
}

const USAGE = `npm run fuzz -- [--seconds N] [--store sqlite|postgres] [--seed N] [--concurrency N] [--corpus DIR|none]

Starts the portal (NODE_ENV=production, a fresh data folder; with --store postgres, a fresh database
on DATABASE_URL or TEST_DATABASE_URL's server) and sends it malformed and random requests for every
route it registers and every page, for the time given. Prints the status counts and every 5xx with
its request; exits 1 on any 5xx. --seed replays a run.`;

export function readOptions(argv: string[]): FuzzOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string', default: '60' },
      store: { type: 'string', default: 'sqlite' },
      seed: { type: 'string' },
      concurrency: { type: 'string', default: '6' },
      corpus: { type: 'string', default: 'none' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const whole = (name: string, text: string, min: number): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min)
      throw new Error(`--${name} must be a whole number of at least ${min}.\n\n${USAGE}`);
    return n;
  };
  if (values.store !== 'sqlite' && values.store !== 'postgres')
    throw new Error(`--store is sqlite or postgres, not ${values.store}.\n\n${USAGE}`);
  return {
    store: values.store,
    seconds: whole('seconds', values.seconds, 1),
    seed: values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : whole('seed', values.seed, 0),
    concurrency: whole('concurrency', values.concurrency, 1),
    corpus: values.corpus,
    postgresUrl:
      process.env.DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  };
}
