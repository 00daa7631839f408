/*
 * A primary key for the write limits' ledger. Every table gets one (replication and Supabase's advisor expect it;
 * the advisor reports a table without one), and the ledger was created without.
 *
 * Affects: private.write_log (a new identity column as its key). Nothing destructive.
 */

alter table private.write_log add column id bigint generated always as identity primary key;
