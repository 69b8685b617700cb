-- The persona (spec §3 Persona/user, Profile): one row per account, id = auth.users.id. The
-- username and email here and in auth.users stay equal: a change here is checked and copied there.

create table pgusers.profile (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null check (username ~ '^[A-Za-z0-9]{3,50}$'),
  first_name text not null check (char_length(first_name) between 1 and 25),
  middle_name text check (char_length(middle_name) between 1 and 25),
  last_name text not null check (char_length(last_name) between 1 and 25),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  email_verified boolean not null default false,
  date_of_birth date,
  gender text check (gender in ('Male', 'Female')),
  avatar_url text check (char_length(avatar_url) <= 2048 and avatar_url ~ '^(https?://|/)'),
  is_active boolean not null default true,
  last_login_at timestamptz,
  preferred_settings jsonb not null default
    '{"theme": "system", "notifications": {"email": true}, "units": {"height": "cm", "weight": "kg"}}',
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index profile_username_key on pgusers.profile (lower(username));
create unique index profile_email_key on pgusers.profile (lower(email));

-- SECURITY DEFINER: copies a member's new username/email into auth.users, which members cannot
-- touch. It checks the caller itself: only the row's owner or an admin.
create function auth.sync_user_identity(p_user_id uuid, p_username text, p_email text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if p_user_id is distinct from auth.uid() and not auth.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied for this profile';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = lower(p_email) and u.id <> p_user_id) then
    raise exception using errcode = 'PT409', message = 'Email is already taken.';
  end if;
  if exists (select 1 from auth.users u where lower(u.username) = lower(p_username) and u.id <> p_user_id) then
    raise exception using errcode = 'PT409', message = 'Username is already taken.';
  end if;
  update auth.users set username = p_username, email = p_email, updated_at = now()
  where id = p_user_id and (username is distinct from p_username or email is distinct from p_email);
end
$$;
revoke execute on function auth.sync_user_identity(uuid, text, text) from public;
grant execute on function auth.sync_user_identity(uuid, text, text) to authenticated;

-- Security invoker on purpose: current_user tells a member's request from the server's own work.
create function auth.profile_before_write() returns trigger
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
    if new.email is distinct from old.email and new.email_verified is not distinct from old.email_verified then
      new.email_verified := false;
    end if;
    if is_request and not auth.is_admin() and (
      new.is_active is distinct from old.is_active or new.email_verified and not old.email_verified
    ) then
      raise exception using errcode = '42501', message = 'Only an admin may change is_active or email_verified.';
    end if;
  elsif is_request and not auth.is_admin() then
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

create trigger profile_before_write before insert or update on pgusers.profile
  for each row execute function auth.profile_before_write();

alter table pgusers.profile enable row level security;
create policy "profile: member reads own" on pgusers.profile
  for select to authenticated using (id = (select auth.uid()));
create policy "profile: member creates own" on pgusers.profile
  for insert to authenticated with check (id = (select auth.uid()));
create policy "profile: member updates own" on pgusers.profile
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "profile: member deletes own" on pgusers.profile
  for delete to authenticated using (id = (select auth.uid()));
create policy "profile: admin reads all" on pgusers.profile
  for select to authenticated using ((select auth.is_admin()));
create policy "profile: admin updates any" on pgusers.profile
  for update to authenticated using ((select auth.is_admin())) with check ((select auth.is_admin()));

grant select, delete on pgusers.profile to authenticated;
grant insert (id, username, first_name, middle_name, last_name, email, date_of_birth, gender,
  avatar_url, preferred_settings, metadata) on pgusers.profile to authenticated;
grant update (username, first_name, middle_name, last_name, email, email_verified, date_of_birth,
  gender, avatar_url, is_active, preferred_settings, metadata) on pgusers.profile to authenticated;

-- What any signed-in user may see of another: a name and an avatar (doctor cards, Q&A authors,
-- shared-file owners), never email, birth date or gender. The rows come from a definer function
-- outside the exposed schemas (it bypasses the profile's row policies for these columns only,
-- and answers signed-in callers only); the exposed view over it is security_invoker like all.
create function auth.public_profiles()
returns table (id uuid, username text, first_name text, middle_name text, last_name text, avatar_url text)
language sql stable security definer
set search_path = ''
as $$
  select p.id, p.username, p.first_name, p.middle_name, p.last_name, p.avatar_url
  from pgusers.profile p
  where p.is_active and auth.uid() is not null
$$;
revoke execute on function auth.public_profiles() from public;
grant execute on function auth.public_profiles() to authenticated;

create view pgusers.public_profiles with (security_invoker = true) as
  select * from auth.public_profiles();
comment on view pgusers.public_profiles is 'Public persona fields of active accounts, readable by signed-in users.';
grant select on pgusers.public_profiles to authenticated;
