-- Every request checks its caller in the database, inside the request's own transaction (the
-- driver's set-up statement calls these two functions, so no extra round trip):
--   auth.check_session(): a token's session (its sid claim) must be alive — not revoked by
--     logout, password change, a replayed refresh token or deactivation, and within 7 days of
--     last use and 30 days in all — and its account active. Revocation takes effect at once.
--   auth.request_role(role): the token's role claim must be a role granted to the authenticator
--     (anon, authenticated), the same rule PostgreSQL applies to a server that connects as the
--     authenticator login role. A token signed with the secret cannot name postgres.

-- The login role the server's request connections use (PostgREST's authenticator): it holds no
-- privileges of its own (noinherit) and may only switch to the roles granted to it. Operators
-- give it a password (alter role authenticator password …) where the server does not trust
-- loopback; DATABASE_AUTHENTICATOR_URL then names it.
do $$
begin
  begin
    create role authenticator login noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
end
$$;
grant anon, authenticated to authenticator;
grant usage on schema auth to authenticator;

alter table auth.sessions drop constraint sessions_revoked_reason_check;
alter table auth.sessions add constraint sessions_revoked_reason_check
  check (revoked_reason in ('logout', 'refresh_replay', 'password_change', 'admin', 'deactivated'));

-- SECURITY DEFINER: reads auth.sessions and the profile, which callers cannot read. It reads
-- only the current request's claims and answers nothing but an error.
create function auth.check_session() returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
  sub text := claims ->> 'sub';
  sid text := claims ->> 'sid';
begin
  if sub is null and sid is null then
    return true; -- anonymous
  end if;
  if sub is null or sid is null
     or sub !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or sid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or not exists (
       select 1
       from auth.sessions s
       join pgusers.profile p on p.id = s.user_id
       where s.id = sid::uuid and s.user_id = sub::uuid
         and s.revoked_at is null
         and s.last_used_at + interval '7 days' > now()
         and s.created_at + interval '30 days' > now()
         and p.is_active
     ) then
    raise exception using errcode = 'PT401', message = 'JWT session ended',
      hint = 'Sign in again or refresh the token.';
  end if;
  return true;
end
$$;
revoke execute on function auth.check_session() from public;
grant execute on function auth.check_session() to authenticator, anon, authenticated;

create function auth.request_role(role_name text) returns text
language plpgsql stable
set search_path = ''
as $$
begin
  -- PostgreSQL's own answer for a role it does not know (PostgREST relays it: 401, 22023).
  if role_name is not null
     and not exists (select 1 from pg_catalog.pg_roles r where r.rolname = role_name) then
    raise exception using errcode = '22023',
      message = format('role "%s" does not exist', role_name);
  end if;
  if role_name is null or role_name not in (
    select r.rolname from pg_catalog.pg_auth_members m
    join pg_catalog.pg_roles r on r.oid = m.roleid
    join pg_catalog.pg_roles a on a.oid = m.member
    where a.rolname = 'authenticator'
  ) then
    raise exception using errcode = '42501',
      message = format('permission denied to set role "%s"', role_name);
  end if;
  return role_name;
end
$$;
revoke execute on function auth.request_role(text) from public;
grant execute on function auth.request_role(text) to authenticator, anon, authenticated;

-- Deactivation ends every session of the account at once (its access tokens fail the check
-- above from the next request, its refresh tokens no longer rotate).
create function auth.end_sessions_on_deactivation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.is_active and not new.is_active then
    update auth.sessions set revoked_at = now(), revoked_reason = 'deactivated'
    where user_id = new.id and revoked_at is null;
  end if;
  return new;
end
$$;
revoke execute on function auth.end_sessions_on_deactivation() from public;
create trigger profile_end_sessions_on_deactivation after update of is_active on pgusers.profile
  for each row execute function auth.end_sessions_on_deactivation();
