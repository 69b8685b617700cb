-- Every admin action is audited (issue #18): triggers on the tables the admin area writes record
-- who (auth.uid(), null for the server's own work), what (table and operation), whom it concerns
-- (subject_id) and the row before and after, as jsonb, in auth.audit_log. The log is append-only
-- for everyone: request roles hold no privilege on it, and a trigger refuses updates, deletes and
-- truncation even to its owner. The one update let through is the user_id foreign key's own
-- "on delete set null" when an account is deleted (nothing else in the row may change).

alter table auth.audit_log add column subject_id uuid;
create index audit_log_subject_id_at_idx on auth.audit_log (subject_id, at desc) where subject_id is not null;
create index audit_log_at_idx on auth.audit_log (at desc);

create function auth.audit_log_append_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and new.user_id is null and old.user_id is not null
     and (to_jsonb(new) - 'user_id') = (to_jsonb(old) - 'user_id') then
    return new; -- the account was deleted: its foreign key is set null
  end if;
  raise exception using errcode = '42501', message = 'The audit log is append-only.';
end
$$;
revoke execute on function auth.audit_log_append_only() from public;
create trigger audit_log_append_only before update or delete on auth.audit_log
  for each row execute function auth.audit_log_append_only();
create trigger audit_log_no_truncate before truncate on auth.audit_log
  for each statement execute function auth.audit_log_append_only();

-- SECURITY DEFINER: writes the audit log, which callers cannot touch. TG_ARGV[0] names the column
-- holding the user the row concerns (or nothing).
create function auth.audit_admin_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  subject text := case when tg_nargs > 0 then coalesce(after_row, before_row) ->> tg_argv[0] end;
begin
  if tg_op = 'UPDATE' and before_row = after_row then
    return null;
  end if;
  insert into auth.audit_log (user_id, ip, event, subject_id, detail)
  values (
    auth.uid(),
    auth.request_ip(),
    left('admin_' || tg_table_name || '_' || lower(tg_op), 64),
    subject::uuid,
    jsonb_build_object(
      'table', tg_table_schema || '.' || tg_table_name,
      'op', lower(tg_op),
      'before', before_row,
      'after', after_row
    )
  );
  return null;
end
$$;
revoke execute on function auth.audit_admin_change() from public;

create trigger departments_audit after insert or update or delete on pgaccess.departments
  for each row execute function auth.audit_admin_change();
create trigger grades_audit after insert or update or delete on pgaccess.grades
  for each row execute function auth.audit_admin_change();
create trigger roles_audit after insert or update or delete on pgaccess.roles
  for each row execute function auth.audit_admin_change();
create trigger permissions_audit after insert or update or delete on pgaccess.permissions
  for each row execute function auth.audit_admin_change();
create trigger permission_grants_audit after insert or update or delete on pgaccess.permission_grants
  for each row execute function auth.audit_admin_change();
create trigger user_permission_overrides_audit after insert or update or delete on pgaccess.user_permission_overrides
  for each row execute function auth.audit_admin_change('user_id');
create trigger user_assignments_audit after insert or update or delete on pgaccess.user_assignments
  for each row execute function auth.audit_admin_change('user_id');
create trigger user_app_roles_audit after insert or update or delete on pgaccess.user_app_roles
  for each row execute function auth.audit_admin_change('user_id');
-- A profile's standing (active, verified) is the admin's to change; the member's own edits of
-- names and settings are not admin actions and are not recorded here.
create trigger profile_standing_audit after update of is_active, email_verified on pgusers.profile
  for each row when (old.is_active is distinct from new.is_active
                     or old.email_verified is distinct from new.email_verified)
  execute function auth.audit_admin_change('id');

-- Admins read the audit log, the accounts' emails (to name actors and subjects) and the locker
-- access log; nobody else gets a row, and nobody may write the log (only select is granted). The
-- auth schema stays unexposed: these are reached through the admin views below only.
grant select on auth.audit_log to authenticated;
create policy "audit_log: admin reads" on auth.audit_log
  for select to authenticated using ((select auth.is_admin()));
grant select (id, email, username, created_at) on auth.users to authenticated;
create policy "users: admin reads" on auth.users
  for select to authenticated using ((select auth.is_admin()));
create policy "access_log: admin reads" on pgmedlock.access_log
  for select to authenticated using ((select auth.is_admin()));

-- GET /admin_audit_log (schema pgaccess): the account audit log and the locker access log in one
-- list, for admins only (the tables' policies; the is_admin() condition keeps a member's own
-- locker entries out too). Security invoker, so filters reach the tables' indexes. Not updatable.
create view pgaccess.admin_audit_log with (security_invoker = true) as
  select 'account:' || a.id as id, 'account' as source, a.at, a.user_id as actor_id,
         actor.email as actor_email, a.subject_id, subject.email as subject_email,
         a.event, a.ip, a.detail
  from auth.audit_log a
  left join auth.users actor on actor.id = a.user_id
  left join auth.users subject on subject.id = a.subject_id
  where (select auth.is_admin())
  union all
  select 'locker:' || l.id, 'locker', l.at, l.actor_user_id, actor.email, l.owner_id, subject.email,
         'locker_' || l.action, l.ip,
         jsonb_build_object('file_id', l.file_id, 'share_link_id', l.share_link_id, 'result', l.result)
  from pgmedlock.access_log l
  left join auth.users actor on actor.id = l.actor_user_id
  left join auth.users subject on subject.id = l.owner_id
  where (select auth.is_admin());
revoke all on pgaccess.admin_audit_log from public, anon, authenticated;
grant select on pgaccess.admin_audit_log to authenticated;
create index access_log_at_idx on pgmedlock.access_log (at desc);
