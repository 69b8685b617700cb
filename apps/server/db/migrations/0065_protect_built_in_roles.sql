-- The roles keyed member (everyone) and personnel, vendor, paramedic, admin (the app roles) carry
-- the grants auth.permissions_of applies to those users. Renaming such a key or deleting the role
-- would silently take those permissions away from everyone holding the app role (the grants
-- cascade), so the database refuses both; the display name stays editable.
create function auth.protect_built_in_roles() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.role_key in ('member', 'personnel', 'vendor', 'paramedic', 'admin')
     and (tg_op = 'DELETE' or new.role_key is distinct from old.role_key) then
    raise exception using errcode = 'PT409',
      message = format('The built-in role %s cannot be deleted or given another key.', old.role_key);
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
revoke execute on function auth.protect_built_in_roles() from public;

create trigger roles_protect_built_in before update or delete on pgaccess.roles
  for each row execute function auth.protect_built_in_roles();
