-- The admin area's users (issue #18, spec §2 /admin, §6): every account with its kind, roles and
-- standing; a user's permissions in effect and which grant or override gives each; their
-- sessions; deactivation and reactivation. The views are security invoker: the tables' policies
-- give admins their rows (auth.users since 0171, auth.sessions below), and the is_admin()
-- condition gives everybody else none, not even their own. App roles and overrides are written through their own tables
-- (pgaccess.user_app_roles, pgaccess.user_permission_overrides), whose policies let admins only.

create index users_created_at_idx on auth.users (created_at desc, id);

-- Admins read when and from where each session was used (never a token: those live in
-- auth.refresh_tokens, which stays closed).
grant select (id, user_id, created_at, last_used_at, revoked_at, revoked_reason, ip, user_agent)
  on auth.sessions to authenticated;
create policy "sessions: admin reads" on auth.sessions
  for select to authenticated using ((select auth.is_admin()));

-- GET /admin_users (schema pgaccess): kind is the account's strongest app role, or member.
create view pgaccess.admin_users with (security_invoker = true) as
  select u.id, u.username, u.email, p.first_name, p.last_name,
         case
           when 'admin' = any (r.roles) then 'admin'
           when 'personnel' = any (r.roles) then 'personnel'
           when 'vendor' = any (r.roles) then 'vendor'
           when 'paramedic' = any (r.roles) then 'paramedic'
           else 'member'
         end as kind,
         r.roles as app_roles,
         coalesce(p.email_verified, false) as email_verified,
         coalesce(p.is_active, true) as is_active,
         u.created_at, p.last_login_at
  from auth.users u
  left join pgusers.profile p on p.id = u.id
  cross join lateral (
    select coalesce(array_agg(ar.role order by ar.role), '{}') as roles
    from pgaccess.user_app_roles ar where ar.user_id = u.id
  ) r
  where (select auth.is_admin());
revoke all on pgaccess.admin_users from public, anon, authenticated;
grant select on pgaccess.admin_users to authenticated;

-- GET /admin_user_sessions?user_id=eq.{id}: never a token, only when and from where.
create view pgaccess.admin_user_sessions with (security_invoker = true) as
  select s.id, s.user_id, s.created_at, s.last_used_at, s.revoked_at, s.revoked_reason, s.ip,
         s.user_agent,
         (s.revoked_at is null
          and s.last_used_at + interval '7 days' > now()
          and s.created_at + interval '30 days' > now()) as live
  from auth.sessions s
  where (select auth.is_admin());
revoke all on pgaccess.admin_user_sessions from public, anon, authenticated;
grant select on pgaccess.admin_user_sessions to authenticated;

-- GET /admin_user_permissions?user_id=eq.{id}: one row per way a permission reaches the user —
-- a grant to a role they hold (the member role, an app role, an assigned role), to their
-- department or grade, or a per-user override — with whether it is in effect now, by the same
-- rules as auth.permissions_of (expired gives nothing; a live deny beats every grant).
create view pgaccess.admin_user_permissions with (security_invoker = true) as
  with sources as (
    select u.id as user_id, g.id as grant_id, g.perm_id, 'role'::text as via, r.role_name as via_name, g.expires_at
    from auth.users u
    join pgaccess.roles r on r.role_key = 'member'
    join pgaccess.permission_grants g on g.role_id = r.id
    union all
    select ar.user_id, g.id, g.perm_id, 'app role', r.role_name, g.expires_at
    from pgaccess.user_app_roles ar
    join pgaccess.roles r on r.role_key = ar.role
    join pgaccess.permission_grants g on g.role_id = r.id
    union all
    select a.user_id, g.id, g.perm_id, 'role', r.role_name, g.expires_at
    from pgaccess.user_assignments a
    join pgaccess.roles r on r.id = a.role_id
    join pgaccess.permission_grants g on g.role_id = a.role_id
    union all
    select a.user_id, g.id, g.perm_id, 'department', d.dept_name, g.expires_at
    from pgaccess.user_assignments a
    join pgaccess.departments d on d.id = a.department_id
    join pgaccess.permission_grants g on g.department_id = a.department_id
    union all
    select a.user_id, g.id, g.perm_id, 'grade', gr.level_name, g.expires_at
    from pgaccess.user_assignments a
    join pgaccess.grades gr on gr.id = a.grade_id
    join pgaccess.permission_grants g on g.grade_id = a.grade_id
  ),
  live_denies as (
    select o.user_id, o.perm_id from pgaccess.user_permission_overrides o
    where o.effect = 'deny' and (o.expires_at is null or o.expires_at > now())
  )
  select s.user_id, p.id as perm_id, p.perm_key, 'grant'::text as effect, s.via, s.via_name,
         s.grant_id, null::integer as override_id, s.expires_at,
         ((s.expires_at is null or s.expires_at > now())
          and not exists (select 1 from live_denies d where d.user_id = s.user_id and d.perm_id = s.perm_id)) as in_effect
  from sources s
  join pgaccess.permissions p on p.id = s.perm_id
  where (select auth.is_admin())
  union all
  select o.user_id, p.id, p.perm_key, o.effect, 'override', 'user override', null, o.id, o.expires_at,
         ((o.expires_at is null or o.expires_at > now())
          and (o.effect = 'deny'
               or not exists (select 1 from live_denies d where d.user_id = o.user_id and d.perm_id = o.perm_id))) as in_effect
  from pgaccess.user_permission_overrides o
  join pgaccess.permissions p on p.id = o.perm_id
  where (select auth.is_admin());
revoke all on pgaccess.admin_user_permissions from public, anon, authenticated;
grant select on pgaccess.admin_user_permissions to authenticated;

-- POST /rpc/admin_set_user_active {user_id, active} → the account's standing afterwards.
-- Security invoker: the profile's own policies and trigger let an admin (and only an admin)
-- change another account's is_active; deactivation ends that account's sessions at once
-- (0080's trigger) and login is refused from then on. An admin cannot deactivate themself.
create function pgaccess.admin_set_user_active(user_id uuid, active boolean) returns boolean
language plpgsql volatile
set search_path = ''
as $$
declare
  result boolean;
begin
  if not auth.is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin may do this.';
  end if;
  if admin_set_user_active.user_id = auth.uid() then
    raise exception using errcode = '42501', message = 'You cannot deactivate or reactivate your own account.';
  end if;
  if admin_set_user_active.active is null then
    raise exception using errcode = '22023', message = 'Say whether the account is to be active.';
  end if;
  update pgusers.profile p set is_active = admin_set_user_active.active
  where p.id = admin_set_user_active.user_id
  returning p.is_active into result;
  if result is null then
    raise exception using errcode = 'PT404', message = 'No such user.';
  end if;
  return result;
end
$$;
revoke execute on function pgaccess.admin_set_user_active(uuid, boolean) from public;
grant execute on function pgaccess.admin_set_user_active(uuid, boolean) to authenticated;
