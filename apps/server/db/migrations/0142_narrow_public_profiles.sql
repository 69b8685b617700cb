-- Issue 12: public_profiles listed every active account's name to any signed-in user. It carries
-- only what a stranger may see (id, username, name, avatar: never email, phone, birth date or
-- gender — 0004), and now only the people a feature needs:
--   * oneself;
--   * the people one shares locker files with, either way (shares, live or past, name both ends);
--   * the members of one's locker groups, and their owners;
--   * listed personnel (their public name is on the directory anyway).
-- Finding a new person to share with goes by their exact username, one at a time, through
-- pgusers.find_member(username): nobody can list the members.

create or replace function auth.public_profiles()
returns table (id uuid, username text, first_name text, middle_name text, last_name text, avatar_url text)
language sql stable security definer
set search_path = ''
as $$
  with me as (select auth.uid() as id)
  select p.id, p.username, p.first_name, p.middle_name, p.last_name, p.avatar_url
    from pgusers.profile p, me
   where p.is_active and me.id is not null
     and (p.id = me.id
          or exists (select 1 from pgmedlock.asset_access a
                      where (a.owner_id = me.id and a.grantee_user_id = p.id)
                         or (a.owner_id = p.id and a.grantee_user_id = me.id))
          or exists (select 1 from pgmedlock.group_members m
                       join pgmedlock.groups g on g.id = m.group_id
                      where (m.user_id = p.id or g.owner_id = p.id)
                        and (g.owner_id = me.id
                             or exists (select 1 from pgmedlock.group_members m2
                                         where m2.group_id = g.id and m2.user_id = me.id)))
          or exists (select 1 from pgpersonnel.profile d
                      where d.user_id = p.id and d.is_published and d.deleted_at is null))
$$;

-- POST /api/rpc/find_member {username} (schema pgusers): the one active account with exactly that
-- username (case-insensitive), for sharing with a new person; signed-in callers only. Definer:
-- it reads that single row past the profile's policies.
create function auth.find_member(username text)
returns table (id uuid, username text, first_name text, middle_name text, last_name text, avatar_url text)
language sql stable security definer
set search_path = ''
as $$
  select p.id, p.username, p.first_name, p.middle_name, p.last_name, p.avatar_url
    from pgusers.profile p
   where auth.uid() is not null and p.is_active
     and lower(p.username) = lower(btrim(find_member.username))
   limit 1
$$;
revoke execute on function auth.find_member(text) from public;
grant execute on function auth.find_member(text) to authenticated;

create function pgusers.find_member(username text)
returns table (id uuid, username text, first_name text, middle_name text, last_name text, avatar_url text)
language sql stable security invoker
set search_path = ''
as $$
  select * from auth.find_member(find_member.username)
$$;
revoke execute on function pgusers.find_member(text) from public;
grant execute on function pgusers.find_member(text) to authenticated;
