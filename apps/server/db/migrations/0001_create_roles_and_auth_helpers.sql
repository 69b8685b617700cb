-- Foundation: the request roles PostgREST switches to, the helpers policies call, the product's
-- exposed schemas. Roles are cluster-wide, so creating them tolerates a concurrent creator.
do $$
begin
  begin
    create role anon nologin;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role authenticated nologin;
  exception when duplicate_object or unique_violation then null;
  end;
end
$$;

-- The connecting (owner) role switches to these per request; a superuser already may.
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated to %I', current_user);
  end if;
end
$$;

-- Functions are not executable by PUBLIC unless a migration grants them.
alter default privileges revoke execute on functions from public;
revoke execute on all functions in schema public from public;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated;

-- The JWT claims of the current request, or an empty object outside a request.
create or replace function auth.jwt() returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb)
$$;

create or replace function auth.uid() returns uuid
language sql stable
set search_path = ''
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.has_app_role(role_name text) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_roles', '[]'::jsonb) ? role_name
$$;

-- Reads a permissions claim; the accounts migrations replace it with a lookup of the grants.
create or replace function auth.has_permission(perm_key text) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'permissions', '[]'::jsonb) ? perm_key
$$;

revoke execute on all functions in schema auth from public;
grant execute on function auth.jwt(), auth.uid(), auth.has_app_role(text), auth.has_permission(text)
  to anon, authenticated;

-- One exposed schema per domain (ARCHITECTURE.md); each feature's migrations fill its own.
create schema if not exists pgaccess;
create schema if not exists pgusers;
create schema if not exists pgpersonnel;
create schema if not exists pgsubs;
create schema if not exists pgathcare;
create schema if not exists pgmedlock;
create schema if not exists pgstore;
create schema if not exists pgvendor;
create schema if not exists pghealth;
create schema if not exists pgsocial;
create schema if not exists pgcontent;
grant usage on schema pgaccess, pgusers, pgpersonnel, pgsubs, pgathcare, pgmedlock, pgstore,
  pgvendor, pghealth, pgsocial, pgcontent to anon, authenticated;
