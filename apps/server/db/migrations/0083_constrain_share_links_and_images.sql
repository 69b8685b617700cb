-- Rules the share API checked but the data API did not: an owner could PATCH a share link past
-- the 30-day maximum or clear revoked_at to bring a revoked link (or a person share) back, and a
-- personnel profile_image accepted any text, javascript: URLs included. Each is now the
-- database's rule. NOT VALID: rows written before are not re-checked, every write from now on is.

alter table pgmedlock.share_links
  add constraint share_links_expiry_at_most_30_days
  check (expires_at <= created_at + interval '30 days') not valid;

-- Revocation is final: revoked_at, once set, never changes (nor is it cleared).
create function pgmedlock_private.keep_revocation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.revoked_at is not null and new.revoked_at is distinct from old.revoked_at then
    raise exception using errcode = '23514', message = 'A revoked share cannot be restored.';
  end if;
  return new;
end
$$;
revoke execute on function pgmedlock_private.keep_revocation() from public;
grant execute on function pgmedlock_private.keep_revocation() to authenticated;
create trigger share_links_keep_revocation before update of revoked_at on pgmedlock.share_links
  for each row execute function pgmedlock_private.keep_revocation();
create trigger asset_access_keep_revocation before update of revoked_at on pgmedlock.asset_access
  for each row execute function pgmedlock_private.keep_revocation();

-- An image is an http(s) URL or a path on this site; never javascript:, data: or the like.
alter table pgpersonnel.profile
  add constraint profile_image_is_web_url
  check (char_length(profile_image) <= 2048 and profile_image ~ '^(https?://|/)') not valid;
