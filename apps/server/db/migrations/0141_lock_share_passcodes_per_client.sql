-- Issue 12: five wrong passcodes from anyone locked a share link for everyone, so a stranger who
-- guessed could lock the real recipient out. Wrong tries now count per client (the server passes
-- the visitor's address as the key): after max_attempts wrong ones that client alone waits, and
-- each further lockout of the same client on the same link doubles the wait (capped at a day).
-- Other clients are unaffected; the locked client is refused even the right passcode until its
-- wait ends. Every refusal is in the owner's access log (the endpoint logs it), so the owner sees
-- the guessing. The link-wide counters of 0061 (share_links.failed_attempts, locked_until) are no
-- longer used.

create table pgmedlock_private.share_link_attempts (
  link_id uuid not null references pgmedlock.share_links (id) on delete cascade,
  client_key text not null check (length(client_key) between 1 and 200),
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  -- How many times this client was locked out of this link (each doubles the next wait).
  lockouts integer not null default 0 check (lockouts >= 0),
  locked_until timestamptz,
  updated_at timestamptz not null default now(),
  primary key (link_id, client_key)
);
-- Only the server, as the service (the table owner), reads and writes it: no grants, and row-level
-- security without policies refuses every request role should one ever be granted.
alter table pgmedlock_private.share_link_attempts enable row level security;
revoke all on pgmedlock_private.share_link_attempts from public, anon, authenticated;

-- Service: the link of a token hash, locked until the end of the transaction (attempts at its
-- passcode take turns, as in lock_share_link), with this client's remaining lockout in seconds.
create function pgmedlock_private.lock_share_link_for_client(token_hash text, client_key text)
returns table (id uuid, owner_id uuid, file_id uuid, password_hash text, revoked boolean,
               expired boolean, locked_for int)
language sql volatile
set search_path = ''
as $$
  select l.id, l.owner_id, l.file_id, l.password_hash, l.revoked_at is not null,
         l.expires_at <= now(),
         (select ceil(extract(epoch from a.locked_until - now()))::int
            from pgmedlock_private.share_link_attempts a
           where a.link_id = l.id and a.client_key = lock_share_link_for_client.client_key
             and a.locked_until > now())
    from pgmedlock.share_links l
   where l.token_hash = lock_share_link_for_client.token_hash
   for update of l
$$;

-- Service: the result of one client's passcode attempt. The right passcode clears the client's
-- count (its lockout history stays, so a guesser who also knows nothing gains nothing); a wrong one
-- counts, and the max_attempts-th locks this client out for lock_minutes × 2^(earlier lockouts),
-- at most a day. Returns the client's count and, when locked, the wait in seconds.
create function pgmedlock_private.record_client_unlock_attempt(
  link_id uuid, client_key text, succeeded boolean, max_attempts int, lock_minutes int
) returns table (failed_attempts int, locked_for int)
language plpgsql volatile
set search_path = ''
as $$
declare
  a pgmedlock_private.share_link_attempts;
begin
  insert into pgmedlock_private.share_link_attempts as x (link_id, client_key)
  values (record_client_unlock_attempt.link_id, record_client_unlock_attempt.client_key)
  on conflict on constraint share_link_attempts_pkey do update set updated_at = now()
  returning * into a;
  if record_client_unlock_attempt.succeeded then
    update pgmedlock_private.share_link_attempts x
       set failed_attempts = 0, locked_until = null, updated_at = now()
     where x.link_id = a.link_id and x.client_key = a.client_key;
    return query select 0, null::int;
    return;
  end if;
  if a.failed_attempts + 1 >= record_client_unlock_attempt.max_attempts then
    update pgmedlock_private.share_link_attempts x
       set failed_attempts = 0, lockouts = x.lockouts + 1, updated_at = now(),
           locked_until = now() + least(
             make_interval(mins => record_client_unlock_attempt.lock_minutes) * power(2, least(x.lockouts, 10)),
             interval '1 day')
     where x.link_id = a.link_id and x.client_key = a.client_key
    returning * into a;
    return query select record_client_unlock_attempt.max_attempts,
                        ceil(extract(epoch from a.locked_until - now()))::int;
    return;
  end if;
  update pgmedlock_private.share_link_attempts x
     set failed_attempts = x.failed_attempts + 1, updated_at = now()
   where x.link_id = a.link_id and x.client_key = a.client_key
  returning * into a;
  return query select a.failed_attempts, null::int;
end
$$;

revoke execute on function pgmedlock_private.lock_share_link_for_client(text, text),
  pgmedlock_private.record_client_unlock_attempt(uuid, text, boolean, int, int) from public;
