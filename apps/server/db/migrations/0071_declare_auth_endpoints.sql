-- The auth endpoints POST /api/rpc/{register,login,refresh_token,logout,change_password} are
-- served by the server itself (apps/server/src/auth/<name>.ts: passwords are hashed and tokens
-- signed there), and their static routes win over the data API's /api/rpc/{fn}. These stubs in
-- the default schema say so where a reader of the API looks: the OpenAPI document lists them with
-- their arguments and this comment, and a call that reaches the data API (a GET) is refused.
create function pgaccess.register(
  first_name text, middle_name text, last_name text, username text, email text, password text
) returns uuid
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'POST /api/rpc/register is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.register(text, text, text, text, text, text) is
  'Registers a member account; served by apps/server/src/auth/register.ts (POST only).';

create function pgaccess.login(identifier text, password text) returns json
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'POST /api/rpc/login is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.login(text, text) is
  'Signs in by email or username; served by apps/server/src/auth/login.ts (POST only).';

create function pgaccess.refresh_token(refresh_token text) returns json
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'POST /api/rpc/refresh_token is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.refresh_token(text) is
  'A new access token for the refresh token (cookie or body); served by apps/server/src/auth/refresh-token.ts (POST only).';

create function pgaccess.logout(refresh_token text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'POST /api/rpc/logout is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.logout(text) is
  'Ends the session; served by apps/server/src/auth/logout.ts (POST only).';

create function pgaccess.change_password(current_password text, new_password text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'POST /api/rpc/change_password is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.change_password(text, text) is
  'Changes the password and ends every session; served by apps/server/src/auth/change-password.ts (POST only).';

grant execute on function pgaccess.register(text, text, text, text, text, text),
  pgaccess.login(text, text), pgaccess.refresh_token(text), pgaccess.logout(text),
  pgaccess.change_password(text, text)
  to anon, authenticated;
