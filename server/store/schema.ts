// The tables as kysely sees them. A feature that adds tables (Web Push subscriptions...) adds its
// interface here and its migration to migrations.ts; nothing else in the store changes.
import type { Generated } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export interface SubscribersTable {
  uid: string;
  status: 'active' | 'inactive';
  msisdn: string;
  created_at: string;
  updated_at: string;
}

export interface EventsTable {
  // bigserial on PostgreSQL: the driver hands it back as a string, the store turns it into a number.
  id: Generated<number | string>;
  received_at: string;
  topic: string;
  page: string;
  event: string;
  sub_event: string;
  session_id: string;
  device_id: string;
  msisdn: string;
  payload: string;
  /** The client's idempotency key: a retried post of the same event is stored once. */
  event_key: string | null;
}

/** Token buckets shared by all instances (PostgreSQL only; one SQLite process keeps them in memory). */
export interface RateBucketsTable {
  key: string;
  tokens: number;
  at: number;
}

/** A browser's Web Push subscription and the next prayer it is due (server/push/store.ts). */
export interface PushSubscriptionsTable {
  id: Generated<number | string>;
  /** The subscriber (checkSub's uid) who owns it; only they change or remove it. */
  uid: Generated<string>;
  /** Sends in a row that reached no working push service; the row expires past a bound. */
  failures: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  method: string;
  /** The Asr's school the times follow: 'standard' or 'hanafi'. */
  asr: Generated<string>;
  place_name: string;
  lang: string;
  /** The chosen prayers, comma-separated in the order of the day; empty when only the verse is asked for. */
  prayers: string;
  /** The verse of the day at this hour (0-23) of the place's clock; null: not wanted. */
  verse_hour: Generated<number | null>;
  /** The next prayer (or 'verse') to notify: its name, its instant (ms) and its local date (YYYY-MM-DD). */
  prayer: string;
  prayer_at: number | string;
  prayer_day: string;
  /** When to act (ms): the prayer's instant, or a retry's time after a 429/5xx. */
  due_at: number | string;
  attempt: number;
  /** A claim by one scheduler instance lasts until then (ms); 0 when unclaimed. */
  claimed_until: number | string;
  updated_at: string;
}

/** One row per notification reserved: the unique key is what makes it once per prayer and day. */
export interface PushSentTable {
  subscription_id: number | string;
  prayer: string;
  prayer_day: string;
  sent_at: number | string;
}

/** The generated VAPID key pair, one row shared by every instance. */
export interface PushVapidTable {
  id: number;
  public_key: string;
  private_key: string;
}

export interface Schema {
  subscribers: SubscribersTable;
  events: EventsTable;
  rate_buckets: RateBucketsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_sent: PushSentTable;
  push_vapid: PushVapidTable;
}
