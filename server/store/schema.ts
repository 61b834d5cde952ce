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

export interface Schema {
  subscribers: SubscribersTable;
  events: EventsTable;
  rate_buckets: RateBucketsTable;
}
