import webpush from 'web-push';
import type { Kysely } from 'kysely';
import type { Schema } from '../store/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: — push services write to it when this server misbehaves. */
  subject: string;
}

/** The settings as given (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); any may be missing. */
export type VapidSettings = Partial<VapidKeys>;

const P256_PUBLIC = /^[A-Za-z0-9_-]{87}$/; // 65 bytes, uncompressed point
const P256_PRIVATE = /^[A-Za-z0-9_-]{43}$/; // 32 bytes

export function vapidFromEnv(env: Record<string, string | undefined>, publicOrigin?: string): VapidSettings {
  const subject = env.VAPID_SUBJECT || (publicOrigin?.startsWith('https:') ? publicOrigin : undefined);
  const given = { publicKey: env.VAPID_PUBLIC_KEY || undefined, privateKey: env.VAPID_PRIVATE_KEY || undefined };
  if (!!given.publicKey !== !!given.privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  if (given.publicKey && (!P256_PUBLIC.test(given.publicKey) || !P256_PRIVATE.test(given.privateKey ?? ''))) {
    throw new Error('VAPID keys must be base64url P-256 keys (npx web-push generate-vapid-keys)');
  }
  if (subject && !/^(mailto:|https:\/\/)/.test(subject))
    throw new Error('VAPID_SUBJECT must be a mailto: or https: URL');
  return { ...given, subject };
}

// Push services (Apple's among them) refuse a localhost subject; .invalid says "set one" plainly.
const FALLBACK_SUBJECT = 'mailto:push@nour.invalid';

/**
 * The keys from the settings, else the pair generated once and kept in the database: the first
 * instance to start inserts its pair, every later one (or a concurrent one) reads that same row,
 * so subscriptions made through one instance stay valid on all and across restarts.
 */
export async function loadVapidKeys(db: Kysely<Schema>, settings: VapidSettings): Promise<VapidKeys> {
  const subject = settings.subject ?? FALLBACK_SUBJECT;
  if (settings.publicKey && settings.privateKey) {
    return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject };
  }
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('push_vapid')
    .values({ id: 1, public_key: fresh.publicKey, private_key: fresh.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('push_vapid').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key, subject };
}
