-- Permissions are computed from the grants (to the user's departments, grades and roles, the
-- 'member' role for everyone, app roles by role_key) plus per-user overrides; a deny wins.

-- SECURITY DEFINER: reads other tables' rows past their policies. Not granted to request roles:
-- it answers for any user id; callers go through auth.my_permissions / auth.has_permission.
create function auth.permissions_of(p_user_id uuid) returns setof text
language sql stable security definer
set search_path = ''
as $$
  with my_roles as (
    select r.id from pgaccess.roles r
    where r.role_key = 'member'
       or r.role_key in (select ar.role from pgaccess.user_app_roles ar where ar.user_id = p_user_id)
    union
    select a.role_id from pgaccess.user_assignments a where a.user_id = p_user_id and a.role_id is not null
  ),
  granted as (
    select g.perm_id from pgaccess.permission_grants g
    where g.role_id in (select id from my_roles)
       or g.department_id in (select a.department_id from pgaccess.user_assignments a where a.user_id = p_user_id)
       or g.grade_id in (select a.grade_id from pgaccess.user_assignments a where a.user_id = p_user_id)
    union
    select o.perm_id from pgaccess.user_permission_overrides o
    where o.user_id = p_user_id and o.effect = 'grant'
  )
  select p.perm_key from pgaccess.permissions p
  where p_user_id is not null
    and p.id in (select perm_id from granted)
    and not exists (
      select 1 from pgaccess.user_permission_overrides o
      where o.user_id = p_user_id and o.perm_id = p.id and o.effect = 'deny'
    )
  order by p.perm_key
$$;
revoke execute on function auth.permissions_of(uuid) from public;

-- SECURITY DEFINER so that it may call permissions_of for the caller (and only the caller).
create function auth.my_permissions() returns setof text
language sql stable security definer
set search_path = ''
as $$
  select auth.permissions_of(auth.uid())
$$;
revoke execute on function auth.my_permissions() from public;
grant execute on function auth.my_permissions() to anon, authenticated;

create or replace function auth.has_permission(perm_key text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from auth.permissions_of(auth.uid()) p where p = perm_key)
$$;
revoke execute on function auth.has_permission(text) from public;
grant execute on function auth.has_permission(text) to anon, authenticated;

-- POST /rpc/get_my_permissions: the caller's permission keys, or null when not signed in.
create function pgaccess.get_my_permissions() returns text[]
language sql stable
set search_path = ''
as $$
  select case when auth.uid() is null then null else array(select auth.my_permissions()) end
$$;
revoke execute on function pgaccess.get_my_permissions() from public;
grant execute on function pgaccess.get_my_permissions() to anon, authenticated;
