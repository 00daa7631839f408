/*
 * A write limit's refusal is no longer kept as an Idempotency-Key's answer. A 429 reached a kept answer one way: a
 * route whose first transaction takes the key and only reads, and whose second one writes (a landing page's creation
 * asks the model between them), refused in that second one by the limit. The key then replayed that 429 for 24
 * hours, without its Retry-After, also to the retry sent once the wait it named was over, which could never succeed.
 *
 * Rules enforced here:
 *   - private.store_idempotent_answer given 429 gives the caller's pending key up instead of recording the answer:
 *     the limit rolled its write back, so nothing was done under the key, and a retry runs afresh (refused again
 *     with its own wait while the limit holds, done once after it);
 *   - every other answer is recorded as before, and a key that holds an answer is never given up.
 *
 * Affects: private.store_idempotent_answer (replaced: the same signature, owner and grants). Nothing destructive.
 */

/* Section - storing an answer */

create or replace function private.store_idempotent_answer(p_key text, p_status integer, p_body text, p_content_type text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.idempotency_keys k
  where p_status = 429 and k.caller = (select auth.uid()) and k.key = p_key and k.status is null;
  update private.idempotency_keys k
  set status = p_status, body = p_body, content_type = p_content_type
  where p_status <> 429 and k.caller = (select auth.uid()) and k.key = p_key and k.status is null;
$$;
comment on function private.store_idempotent_answer(text, integer, text, text) is
  'Records the answer to the caller''s claimed Idempotency-Key, once; retries replay it. A write limit''s 429 gives the key up instead.';
