-- Time-bound access (spec §3 Access, issue #18): a permission grant and a user permission override
-- (grant or deny) may carry an expiry. auth.permissions_of ignores what has expired from the
-- moment it expires (compared with now(), so no job and no restart is needed); a live deny
-- override still beats every grant, and an expired deny no longer denies.

alter table pgaccess.permission_grants add column expires_at timestamptz;
alter table pgaccess.user_permission_overrides add column expires_at timestamptz;

-- "What expires soon" is read by expiry.
create index permission_grants_expires_at_idx on pgaccess.permission_grants (expires_at)
  where expires_at is not null;
create index user_permission_overrides_expires_at_idx on pgaccess.user_permission_overrides (expires_at)
  where expires_at is not null;

-- The whole function as it now reads (it replaces the one of 0072).
-- SECURITY DEFINER: reads other tables' rows past their policies. Not granted to request roles.
create or replace function auth.permissions_of(user_id uuid) returns setof text
language sql stable security definer
set search_path = ''
as $$
  with my_roles as (
    select r.id from pgaccess.roles r
    where r.role_key = 'member'
       or r.role_key in (select ar.role from pgaccess.user_app_roles ar where ar.user_id = permissions_of.user_id)
    union
    select a.role_id from pgaccess.user_assignments a where a.user_id = permissions_of.user_id and a.role_id is not null
  ),
  granted as (
    select g.perm_id from pgaccess.permission_grants g
    where (g.expires_at is null or g.expires_at > now())
      and (g.role_id in (select id from my_roles)
        or g.department_id in (select a.department_id from pgaccess.user_assignments a where a.user_id = permissions_of.user_id)
        or g.grade_id in (select a.grade_id from pgaccess.user_assignments a where a.user_id = permissions_of.user_id))
    union
    select o.perm_id from pgaccess.user_permission_overrides o
    where o.user_id = permissions_of.user_id and o.effect = 'grant'
      and (o.expires_at is null or o.expires_at > now())
  )
  select p.perm_key from pgaccess.permissions p
  where permissions_of.user_id is not null
    and p.id in (select perm_id from granted)
    and not exists (
      select 1 from pgaccess.user_permission_overrides o
      where o.user_id = permissions_of.user_id and o.perm_id = p.id and o.effect = 'deny'
        and (o.expires_at is null or o.expires_at > now())
    )
  order by p.perm_key
$$;
revoke execute on function auth.permissions_of(uuid) from public;
