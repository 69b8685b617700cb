-- Account RPCs of spec §7 that are plain SQL. Each exposed function is security invoker and
-- calls a definer helper in the (unexposed) auth schema that checks its caller.

create function auth.is_email_taken(p_email text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from auth.users u where lower(u.email) = lower(trim(p_email)))
$$;
revoke execute on function auth.is_email_taken(text) from public;
grant execute on function auth.is_email_taken(text) to anon, authenticated;

create function auth.is_username_taken(p_username text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from auth.users u where lower(u.username) = lower(trim(p_username)))
$$;
revoke execute on function auth.is_username_taken(text) from public;
grant execute on function auth.is_username_taken(text) to anon, authenticated;

-- POST /rpc/check_email_taken {email} → boolean (registration form, before submit).
create function pgaccess.check_email_taken(email text) returns boolean
language sql stable
set search_path = ''
as $$
  select auth.is_email_taken($1)
$$;
revoke execute on function pgaccess.check_email_taken(text) from public;
grant execute on function pgaccess.check_email_taken(text) to anon, authenticated;

-- POST /rpc/check_username_taken {username} → boolean.
create function pgaccess.check_username_taken(username text) returns boolean
language sql stable
set search_path = ''
as $$
  select auth.is_username_taken($1)
$$;
revoke execute on function pgaccess.check_username_taken(text) from public;
grant execute on function pgaccess.check_username_taken(text) to anon, authenticated;

-- SECURITY DEFINER: writes the caller's own app roles, which members cannot write directly.
-- Only personnel and vendor may be self-assigned (spec §5/§6); admin and paramedic are refused.
create function auth.add_my_roles(p_roles text[]) returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_role text;
  v_added text[];
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'You must be signed in to add roles.';
  end if;
  if p_roles is null or cardinality(p_roles) = 0 then
    raise exception using errcode = '22023', message = 'roles_to_add must name at least one role.';
  end if;
  foreach v_role in array p_roles loop
    if v_role is null or v_role not in ('personnel', 'vendor') then
      raise exception using errcode = 'PT403',
        message = format('The role "%s" cannot be added to yourself: only personnel or vendor can.', coalesce(v_role, 'null')),
        hint = 'An admin assigns the admin and paramedic roles.';
    end if;
  end loop;
  with inserted as (
    insert into pgaccess.user_app_roles (user_id, role)
    select distinct v_uid, r from unnest(p_roles) as r
    on conflict do nothing
    returning role
  )
  select coalesce(array_agg(role order by role), '{}') into v_added from inserted;
  if cardinality(v_added) > 0 then
    perform auth.audit('role_added', jsonb_build_object('roles', to_jsonb(v_added)));
  end if;
  return array(select r.role from pgaccess.user_app_roles r where r.user_id = v_uid order by r.role);
end
$$;
revoke execute on function auth.add_my_roles(text[]) from public;
grant execute on function auth.add_my_roles(text[]) to authenticated;

-- POST /rpc/add_my_roles {roles_to_add} → the caller's app roles after the change. The access
-- token carries the new roles from the next refresh on.
create function pgaccess.add_my_roles(roles_to_add text[]) returns text[]
language sql volatile
set search_path = ''
as $$
  select auth.add_my_roles($1)
$$;
revoke execute on function pgaccess.add_my_roles(text[]) from public;
grant execute on function pgaccess.add_my_roles(text[]) to authenticated;

-- SECURITY DEFINER: reads the public persona fields of any active profile for signed-in users.
create function auth.persona_details(p_profile_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'first_name', p.first_name,
    'middle_name', p.middle_name,
    'last_name', p.last_name,
    'username', p.username
  )
  from pgusers.profile p
  where p.id = p_profile_id and p.is_active and auth.uid() is not null
$$;
revoke execute on function auth.persona_details(uuid) from public;
grant execute on function auth.persona_details(uuid) to authenticated;

-- POST /rpc/get_persona_details_by_profile_id {p_profile_id} → {first_name, middle_name,
-- last_name, username} or null.
create function pgaccess.get_persona_details_by_profile_id(p_profile_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select auth.persona_details($1)
$$;
revoke execute on function pgaccess.get_persona_details_by_profile_id(uuid) from public;
grant execute on function pgaccess.get_persona_details_by_profile_id(uuid) to authenticated;
