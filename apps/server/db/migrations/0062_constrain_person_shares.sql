-- Shares with a person: never with oneself, and one active share per item and person (sharing
-- again updates that share). The app already avoided both; now the database refuses them too.
alter table pgmedlock.asset_access
  add constraint asset_access_not_with_owner check (grantee_user_id is distinct from owner_id);
create unique index asset_access_one_active_file_share
  on pgmedlock.asset_access (file_id, grantee_user_id)
  where revoked_at is null and file_id is not null and grantee_user_id is not null;
create unique index asset_access_one_active_folder_share
  on pgmedlock.asset_access (folder_id, grantee_user_id)
  where revoked_at is null and folder_id is not null and grantee_user_id is not null;
