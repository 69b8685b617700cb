-- A member's profile row lives as long as the account: members can no longer delete or create it
-- through the data API (a deactivated account deleted and re-created its row, which came back
-- active, and its old token still worked). Account deletion is a request (request_account_deletion)
-- that ends the account's sessions at once; an admin completes it. is_active is never writable by
-- its owner, and the email cannot be changed through the data API (verified email change comes
-- with its own flow).

drop policy "profile: member creates own" on pgusers.profile;
drop policy "profile: member deletes own" on pgusers.profile;
revoke insert, delete on pgusers.profile from authenticated;

-- The whole trigger function as it now reads (it replaces the one of 0004).
-- Security invoker on purpose: current_user tells a member's request from the server's own work.
create or replace function auth.profile_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  is_request boolean := current_user in ('anon', 'authenticated');
begin
  new.email := lower(trim(new.email));
  if new.date_of_birth is not null and new.date_of_birth > (current_date - interval '18 years')::date then
    raise exception using errcode = '23514', message = 'Age must be at least 18 years old';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
    if is_request and new.email is distinct from old.email then
      raise exception using errcode = '42501',
        message = 'The email address cannot be changed here.';
    end if;
    if is_request and new.is_active is distinct from old.is_active
       and (new.id = auth.uid() or not auth.is_admin()) then
      raise exception using errcode = '42501', message = 'Only an admin may change is_active or email_verified.';
    end if;
    if is_request and not auth.is_admin() and new.email_verified and not old.email_verified then
      raise exception using errcode = '42501', message = 'Only an admin may change is_active or email_verified.';
    end if;
  elsif is_request then
    -- Members have no insert grant; this stays as a second line should one be granted again.
    new.email_verified := false;
    new.is_active := true;
    new.last_login_at := null;
  end if;
  if tg_op = 'INSERT' or new.username is distinct from old.username or new.email is distinct from old.email then
    if is_request then
      perform auth.sync_user_identity(new.id, new.username, new.email);
    else
      update auth.users set username = new.username, email = new.email, updated_at = now()
      where id = new.id and (username is distinct from new.username or email is distinct from new.email);
    end if;
  end if;
  return new;
end
$$;
revoke execute on function auth.profile_before_write() from public;

-- One pending request per account; the admin area completes it (deletes the account).
create table pgusers.account_deletion_requests (
  user_id uuid primary key references auth.users (id) on delete cascade,
  requested_at timestamptz not null default now(),
  reason text check (char_length(reason) <= 500)
);
alter table pgusers.account_deletion_requests enable row level security;
create policy "account_deletion_requests: member reads own" on pgusers.account_deletion_requests
  for select to authenticated using (user_id = (select auth.uid()));
create policy "account_deletion_requests: admin reads all" on pgusers.account_deletion_requests
  for select to authenticated using ((select auth.is_admin()));
grant select on pgusers.account_deletion_requests to authenticated;

-- SECURITY DEFINER: writes the request and deactivates the caller's own account (is_active is not
-- writable by its owner), which ends every session at once. Acts on auth.uid() only.
create function auth.request_account_deletion(reason text) returns timestamptz
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  at timestamptz;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'You must be signed in.';
  end if;
  insert into pgusers.account_deletion_requests (user_id, reason)
  values (me, left(request_account_deletion.reason, 500))
  on conflict (user_id) do update set reason = excluded.reason
  returning requested_at into at;
  update pgusers.profile set is_active = false where id = me and is_active;
  perform auth.audit('account_deletion_requested');
  return at;
end
$$;
revoke execute on function auth.request_account_deletion(text) from public;
grant execute on function auth.request_account_deletion(text) to authenticated;

-- POST /rpc/request_account_deletion {reason?} → the time of the request.
create function pgusers.request_account_deletion(reason text default null) returns timestamptz
language sql volatile
set search_path = ''
as $$
  select auth.request_account_deletion(request_account_deletion.reason)
$$;
revoke execute on function pgusers.request_account_deletion(text) from public;
grant execute on function pgusers.request_account_deletion(text) to authenticated;
