-- The SQL of the auth endpoints (apps/server/src/auth/<endpoint>.ts) and of the first admin, one
-- function per step, so the rules of accounts, sessions and refresh tokens sit here next to their
-- tables. The server keeps only what SQL cannot do: argon2id (it passes the hash), signing access
-- tokens, and the refresh token itself (it passes the token's SHA-256 and the sealed successor).
-- All run as the service (the auth schema is never exposed and none is granted: execute is revoked
-- from public by default); the endpoints say why at each call. Arguments have plain names,
-- qualified with the function's name inside the bodies.

-- ───────────────────────────── helpers ─────────────────────────────

-- A session ends 7 days after its last use and 30 days after it began (auth.check_session, 0080,
-- applies the same bounds to every request).
create function auth.session_alive(s auth.sessions) returns boolean
language sql stable
set search_path = ''
as $$
  select s.revoked_at is null
     and s.last_used_at + interval '7 days' > now()
     and s.created_at + interval '30 days' > now()
$$;

-- Seconds the session's refresh token may still live (the cookie's Max-Age).
create function auth.session_max_age(s auth.sessions) returns int
language sql stable
set search_path = ''
as $$
  select greatest(0, extract(epoch from least(s.last_used_at + interval '7 days',
                                              s.created_at + interval '30 days') - now()))::int
$$;

-- One row of the audit log. Details never hold passwords, tokens or medical data.
create function auth.log_event(event text, user_id uuid, ip text, detail jsonb) returns void
language sql volatile
set search_path = ''
as $$
  insert into auth.audit_log (user_id, ip, event, detail)
  values (log_event.user_id, log_event.ip, log_event.event, coalesce(log_event.detail, '{}'))
$$;

-- The account's app roles, sorted.
create function auth.app_roles_of(user_id uuid) returns text[]
language sql stable
set search_path = ''
as $$
  select coalesce(array_agg(r.role::text order by r.role), '{}')
  from pgaccess.user_app_roles r where r.user_id = app_roles_of.user_id
$$;

-- The session user of spec §3 (snake_case, as the API sends it), its app roles sorted.
create function auth.session_user_json(user_id uuid) returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'id', u.id, 'first_name', coalesce(p.first_name, ''), 'middle_name', p.middle_name,
    'last_name', coalesce(p.last_name, ''), 'username', u.username, 'email', u.email,
    'app_roles', auth.app_roles_of(u.id))
  from auth.users u left join pgusers.profile p on p.id = u.id
  where u.id = session_user_json.user_id
$$;

-- True when the account may hold a session (exists, and its profile is not deactivated).
create function auth.account_active(user_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce((select coalesce(p.is_active, true)
                     from auth.users u left join pgusers.profile p on p.id = u.id
                    where u.id = account_active.user_id), false)
$$;

-- Ends one session of a user (logout, a disabled account, a refresh token that cannot be opened);
-- true when it was still alive.
create function auth.end_session(session_id uuid, user_id uuid, reason text) returns boolean
language sql volatile
set search_path = ''
as $$
  with ended as (
    update auth.sessions s set revoked_at = now(), revoked_reason = end_session.reason
     where s.id = end_session.session_id and s.user_id = end_session.user_id
       and s.revoked_at is null
    returning 1)
  select exists (select 1 from ended)
$$;

-- ───────────────────────────── accounts ─────────────────────────────

-- The spec's answer when a new account's email or username is in use (email first): 23505 with
-- the field in detail (409, as the data API answers a unique violation).
create function auth.refuse_taken(field text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '23505', detail = refuse_taken.field,
    message = case refuse_taken.field when 'email' then 'Email is already taken.'
                                      else 'Username is already taken.' end;
end
$$;

-- Refuses an email or username already in use, before the server spends a password hash on it.
create function auth.check_available(email text, username text) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if exists (select 1 from auth.users u where lower(u.email) = lower(trim(check_available.email))) then
    perform auth.refuse_taken('email');
  end if;
  if exists (select 1 from auth.users u where lower(u.username) = lower(check_available.username)) then
    perform auth.refuse_taken('username');
  end if;
end
$$;

-- The identity, credentials, profile and app roles of one account (id: a fixed one for the demo
-- seed, else random). A concurrent registration's unique violation is refused as taken.
create function auth.create_account(
  id uuid, email text, username text, first_name text, middle_name text, last_name text,
  password_hash text, app_roles text[], email_verified boolean
) returns uuid
language plpgsql volatile
set search_path = ''
as $$
declare
  v_id uuid;
  v_email text := lower(trim(create_account.email));
  v_constraint text;
begin
  insert into auth.users as u (id, email, username)
  values (coalesce(create_account.id, gen_random_uuid()), v_email, create_account.username)
  returning u.id into v_id;
  insert into auth.credentials (user_id, password_hash) values (v_id, create_account.password_hash);
  insert into pgusers.profile (id, username, first_name, middle_name, last_name, email,
                               email_verified)
  values (v_id, create_account.username, create_account.first_name, create_account.middle_name,
          create_account.last_name, v_email, coalesce(create_account.email_verified, false));
  insert into pgaccess.user_app_roles (user_id, role)
  select v_id, r from unnest(coalesce(create_account.app_roles, '{}')) r
  on conflict do nothing;
  return v_id;
exception when unique_violation then
  get stacked diagnostics v_constraint = constraint_name;
  perform auth.refuse_taken(case when v_constraint like '%email%' then 'email' else 'username' end);
  return null;
end
$$;

-- POST /api/rpc/register: a new member account, recorded in the audit log.
create function auth.register_account(
  first_name text, middle_name text, last_name text, username text, email text,
  password_hash text, ip text
) returns uuid
language plpgsql volatile
set search_path = ''
as $$
declare
  v_id uuid := auth.create_account(null, register_account.email, register_account.username,
    register_account.first_name, register_account.middle_name, register_account.last_name,
    register_account.password_hash, '{}', false);
begin
  perform auth.log_event('register', v_id, register_account.ip, '{}');
  return v_id;
end
$$;

-- The first admin (start-up): a new account for the email unless an admin exists ('exists') or
-- the email belongs to an account already ('taken': an existing account is never promoted).
-- Servers starting together take turns on an advisory lock.
create function auth.bootstrap_admin(email text, password_hash text) returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  v_email text := lower(trim(bootstrap_admin.email));
  v_base text := left(regexp_replace(split_part(v_email, '@', 1), '[^A-Za-z0-9]', '', 'g'), 40);
  v_stem text;
  v_username text;
  v_id uuid;
begin
  perform pg_advisory_xact_lock(7261002);
  if exists (select 1 from pgaccess.user_app_roles r where r.role = 'admin') then
    return 'exists';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = v_email) then
    return 'taken';
  end if;
  v_stem := case when length(v_base) >= 3 then v_base else 'admin' || v_base end;
  for n in 0..999 loop
    v_username := case when n = 0 then v_stem else v_stem || n end;
    exit when not exists (select 1 from auth.users u where lower(u.username) = lower(v_username));
    v_username := null;
  end loop;
  if v_username is null then
    raise exception 'no free username for the bootstrap admin';
  end if;
  v_id := auth.create_account(null, v_email, v_username, 'Athcare', null, 'Admin',
    bootstrap_admin.password_hash, array['admin'], false);
  perform auth.log_event('admin_bootstrap', v_id, null, '{"created": true}');
  return 'created';
end
$$;

-- ───────────────────────────── signing in ─────────────────────────────

-- The account an identifier names (an email when it has an @, else a username), with what the
-- server needs to check the password.
create function auth.login_account(identifier text)
returns table (id uuid, password_hash text, is_active boolean)
language plpgsql stable
set search_path = ''
as $$
declare
  v_by_email boolean := strpos(login_account.identifier, '@') > 0;
  v_identifier text := lower(trim(login_account.identifier));
begin
  return query
    select u.id, c.password_hash, coalesce(p.is_active, true)
    from auth.users u
    left join auth.credentials c on c.user_id = u.id
    left join pgusers.profile p on p.id = u.id
    where (v_by_email and lower(u.email) = v_identifier)
       or (not v_by_email and lower(u.username) = v_identifier);
end
$$;

-- A refused sign-in (unknown account, wrong password, disabled account): the attempt and the
-- audit row, written although the request fails.
create function auth.record_failed_login(identifier text, user_id uuid, ip text, reason text)
returns void
language sql volatile
set search_path = ''
as $$
  insert into auth.login_attempts (identifier, user_id, ip, succeeded)
  values (left(record_failed_login.identifier, 254), record_failed_login.user_id,
          record_failed_login.ip, false);
  select auth.log_event('login_failed', record_failed_login.user_id, record_failed_login.ip,
                        jsonb_build_object('reason', record_failed_login.reason));
$$;

-- A successful sign-in: a new session (refresh-token family) holding the first refresh token's
-- hash, the profile's last sign-in, the attempt and the audit row; the session and its user.
create function auth.start_session(
  user_id uuid, identifier text, ip text, user_agent text, refresh_token_hash text
) returns table (session_id uuid, max_age int, account json)
language plpgsql volatile
set search_path = ''
as $$
declare
  v_session auth.sessions;
begin
  insert into auth.sessions as s (user_id, ip, user_agent)
  values (start_session.user_id, start_session.ip, left(start_session.user_agent, 500))
  returning s.* into v_session;
  insert into auth.refresh_tokens (session_id, token_hash)
  values (v_session.id, start_session.refresh_token_hash);
  update pgusers.profile p set last_login_at = now() where p.id = start_session.user_id;
  insert into auth.login_attempts (identifier, user_id, ip, succeeded)
  values (left(start_session.identifier, 254), start_session.user_id, start_session.ip, true);
  perform auth.log_event('login_ok', start_session.user_id, start_session.ip,
                         jsonb_build_object('sid', v_session.id));
  return query select v_session.id, auth.session_max_age(v_session),
                      auth.session_user_json(start_session.user_id);
end
$$;

-- ───────────────────────────── refreshing ─────────────────────────────

-- Exchanges a refresh token (by its hash) for its successor (child_hash; child_sealed is the
-- child encrypted under a key only the presented token gives, see auth/tokens.ts). The token and
-- its session are locked, so concurrent refreshes of one family take turns. Outcomes:
--   invalid   unknown token, or its session ended;
--   rotated   the token was unused: the child is stored, the session used now;
--   reissued  the token was used ≤10 s ago and its child is still unused (the client lost the
--             answer): the same child again, as successor_sealed for the server to open;
--   replay    any other reuse: the whole family is revoked;
--   disabled  the account was deactivated: its session ends.
create function auth.refresh_session(token_hash text, child_hash text, child_sealed text, ip text)
returns table (outcome text, user_id uuid, session_id uuid, max_age int, app_roles text[],
               successor_sealed text)
language plpgsql volatile
set search_path = ''
as $$
declare
  v_token record;
  v_session auth.sessions;
  v_outcome text := 'rotated';
  v_sealed text;
begin
  select t.id, t.used_at, t.successor_sealed, s as session
    into v_token
    from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
   where t.token_hash = refresh_session.token_hash
     for update of t, s;
  if not found or not auth.session_alive(v_token.session) then
    return query select 'invalid', null::uuid, null::uuid, null::int, null::text[], null::text;
    return;
  end if;
  v_session := v_token.session;

  if v_token.used_at is null then
    update auth.refresh_tokens t set used_at = now(), successor_sealed = refresh_session.child_sealed
     where t.id = v_token.id;
    insert into auth.refresh_tokens (session_id, parent_id, token_hash)
    values (v_session.id, v_token.id, refresh_session.child_hash);
  elsif now() - v_token.used_at <= interval '10 seconds'
        and v_token.successor_sealed is not null
        and exists (select 1 from auth.refresh_tokens c
                     where c.parent_id = v_token.id and c.used_at is null and c.revoked_at is null) then
    v_outcome := 'reissued';
    v_sealed := v_token.successor_sealed;
  else
    update auth.sessions s set revoked_at = now(), revoked_reason = 'refresh_replay'
     where s.id = v_session.id and s.revoked_at is null;
    update auth.refresh_tokens t set revoked_at = now()
     where t.session_id = v_session.id and t.revoked_at is null;
    perform auth.log_event('refresh_replay', v_session.user_id, refresh_session.ip,
                           jsonb_build_object('sid', v_session.id));
    return query select 'replay', v_session.user_id, v_session.id, null::int, null::text[],
                        null::text;
    return;
  end if;

  update auth.sessions s set last_used_at = now() where s.id = v_session.id
  returning s.* into v_session;
  if not auth.account_active(v_session.user_id) then
    perform auth.end_session(v_session.id, v_session.user_id, 'admin');
    return query select 'disabled', v_session.user_id, v_session.id, null::int, null::text[],
                        null::text;
    return;
  end if;
  perform auth.log_event('refresh', v_session.user_id, refresh_session.ip,
    jsonb_build_object('sid', v_session.id)
      || case when v_outcome = 'reissued' then '{"reissued": true}'::jsonb else '{}' end);
  return query select v_outcome, v_session.user_id, v_session.id,
                      auth.session_max_age(v_session), auth.app_roles_of(v_session.user_id),
                      v_sealed;
end
$$;

-- ───────────────────────────── signing out, passwords ─────────────────────────────

-- POST /api/rpc/logout: ends the session of a refresh token (by its hash, current or old), else
-- the session an access token names (session_id of user_id); the audit row when one was found.
create function auth.logout(token_hash text, session_id uuid, user_id uuid, ip text)
returns boolean
language plpgsql volatile
set search_path = ''
as $$
declare
  v_session uuid;
  v_user uuid;
begin
  if logout.token_hash is not null then
    update auth.sessions s
       set revoked_at = coalesce(s.revoked_at, now()),
           revoked_reason = coalesce(s.revoked_reason, 'logout')
      from auth.refresh_tokens t
     where t.token_hash = logout.token_hash and t.session_id = s.id
    returning s.id, s.user_id into v_session, v_user;
  elsif logout.session_id is not null and logout.user_id is not null
        and auth.end_session(logout.session_id, logout.user_id, 'logout') then
    v_session := logout.session_id;
    v_user := logout.user_id;
  end if;
  if v_session is null then
    return false;
  end if;
  perform auth.log_event('logout', v_user, logout.ip, jsonb_build_object('sid', v_session));
  return true;
end
$$;

-- The user's argon2id password hash (null without one), for the server to check.
create function auth.password_hash_of(user_id uuid) returns text
language sql stable
set search_path = ''
as $$
  select c.password_hash from auth.credentials c where c.user_id = password_hash_of.user_id
$$;

-- POST /api/rpc/change_password, once the server checked the current password: the new hash,
-- every session of the user (other devices too) ends; the number ended.
create function auth.set_password(user_id uuid, password_hash text, ip text) returns int
language plpgsql volatile
set search_path = ''
as $$
declare
  v_ended int;
begin
  update auth.credentials c set password_hash = set_password.password_hash,
                                password_changed_at = now()
   where c.user_id = set_password.user_id;
  with ended as (
    update auth.sessions s set revoked_at = now(), revoked_reason = 'password_change'
     where s.user_id = set_password.user_id and s.revoked_at is null
    returning 1)
  select count(*) into v_ended from ended;
  perform auth.log_event('password_changed', set_password.user_id, set_password.ip,
                         jsonb_build_object('sessions_ended', v_ended));
  return v_ended;
end
$$;
