-- Live events (issue #17, the kernel's http/live-events.ts): rows that change announce themselves
-- with NOTIFY on the channel athcare_events; the server's one listener passes each to the streams
-- (GET /api/events) of the user it names. A payload names the user, a kind and at most an id:
-- never the row's content. The client fetches the row again through the data API, so row-level
-- security decides what it sees.
--
-- EventSource cannot send an Authorization header, so a stream is opened with a ticket: 32 random
-- bytes the signed-in caller asks for (POST /api/events/ticket), kept here only as their SHA-256,
-- valid 30 seconds and used once. The access token never travels in a URL.
create table auth.event_tickets (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  expires_at timestamptz not null
);
create index event_tickets_user_id_idx on auth.event_tickets (user_id);
create index event_tickets_expires_at_idx on auth.event_tickets (expires_at);
-- No policy: no member reads or writes tickets; only the functions below do.
alter table auth.event_tickets enable row level security;
revoke all on auth.event_tickets from public, anon, authenticated;

-- SECURITY DEFINER: the caller (authenticated) files a ticket for their own live session, which
-- they may not insert directly. At most 10 unexpired tickets per user; expired ones are removed.
create function auth.issue_event_ticket(token_hash text)
returns timestamptz
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  sid uuid := nullif(auth.jwt() ->> 'sid', '')::uuid;
  expires timestamptz := now() + interval '30 seconds';
begin
  if uid is null or sid is null then
    raise sqlstate 'PT401' using message = 'Sign in to receive live updates.';
  end if;
  delete from auth.event_tickets t where t.expires_at <= now();
  if (select count(*) from auth.event_tickets t where t.user_id = uid) >= 10 then
    raise sqlstate 'PT429' using message = 'Too many live-update tickets; wait a moment.';
  end if;
  insert into auth.event_tickets (token_hash, user_id, session_id, expires_at)
  values (issue_event_ticket.token_hash, uid, sid, expires);
  return expires;
end
$$;
revoke execute on function auth.issue_event_ticket(text) from public;
grant execute on function auth.issue_event_ticket(text) to authenticated;

-- Uses a ticket: removed whatever the outcome; a user and session only when it had not expired
-- and the session is still alive (not revoked, not idle past 7 days, account active).
create function auth.redeem_event_ticket(token_hash text)
returns table (user_id uuid, session_id uuid)
language sql volatile
set search_path = ''
as $$
  with used as (
    delete from auth.event_tickets t where t.token_hash = redeem_event_ticket.token_hash
    returning t.user_id, t.session_id, t.expires_at
  )
  select u.user_id, u.session_id
  from used u
  join auth.sessions s on s.id = u.session_id and s.user_id = u.user_id
  join pgusers.profile p on p.id = u.user_id
  where u.expires_at > now()
    and s.revoked_at is null
    and s.last_used_at + interval '7 days' > now()
    and s.created_at + interval '30 days' > now()
    and p.is_active
$$;
revoke execute on function auth.redeem_event_ticket(text) from public;

-- Of the sessions behind open streams, those still alive (the server ends the others' streams).
create function auth.live_sessions(ids uuid[])
returns setof uuid
language sql stable
set search_path = ''
as $$
  select s.id
  from auth.sessions s
  join pgusers.profile p on p.id = s.user_id
  where s.id = any(ids)
    and s.revoked_at is null
    and s.last_used_at + interval '7 days' > now()
    and s.created_at + interval '30 days' > now()
    and p.is_active
$$;
revoke execute on function auth.live_sessions(uuid[]) from public;

-- Notifications announce themselves: a new one by id, a change (read, deleted) once per
-- statement and user (marking all read is one event, not one per row).
create function auth.announce_new_notification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('athcare_events',
    json_build_object('user', new.user_id, 'kind', 'notification', 'id', new.id)::text);
  return null;
end
$$;
revoke execute on function auth.announce_new_notification() from public;

create function auth.announce_changed_notifications()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('athcare_events',
    json_build_object('user', c.user_id, 'kind', 'notifications')::text)
  from (select distinct user_id from changed) c;
  return null;
end
$$;
revoke execute on function auth.announce_changed_notifications() from public;

create trigger notifications_announce_insert after insert on pgusers.notifications
  for each row execute function auth.announce_new_notification();
create trigger notifications_announce_update after update on pgusers.notifications
  referencing new table as changed
  for each statement execute function auth.announce_changed_notifications();
create trigger notifications_announce_delete after delete on pgusers.notifications
  referencing old table as changed
  for each statement execute function auth.announce_changed_notifications();
