-- Issue 20: personnel edit their own profile from the dashboard (the data API and 0021's
-- policies: the owner writes the profile and its parts). A profile is published — listed in the
-- directory and bookable — only when its required parts are filled: bio, city, consultation fee,
-- a specialization, a language, a consult mode and a certification with its registration number.
-- The message lists what is missing, in the editor's tab order (packages/shared
-- personnel-profile-form.schema.ts missingForPublishing builds the same list).
-- Admins and trusted owner-role code (seeds) are not held to it.

create or replace function pgpersonnel_private.missing_for_publishing(p pgpersonnel.profile)
returns text[]
language sql stable
set search_path = ''
as $$
  select array_remove(array[
    case when nullif(btrim(p.bio), '') is null then 'a bio (About)' end,
    case when nullif(btrim(p.city), '') is null then 'your city (About)' end,
    case when p.fee is null then 'your consultation fee (About)' end,
    case when not exists (select 1 from pgpersonnel.personnel_specializations s where s.profile_id = p.id)
      then 'a specialization (Specializations)' end,
    case when cardinality(p.languages_spoken) = 0 then 'a language (Languages)' end,
    case when cardinality(p.service_locations) = 0 then 'a consult mode (Consult modes)' end,
    case when not exists (
        select 1 from pgpersonnel.certifications c
         where c.profile_id = p.id and nullif(btrim(c.certification_number), '') is not null)
      then 'a certification with its registration number (Certifications)' end
  ], null)
$$;

create or replace function pgpersonnel_private.profile_publish_check() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  missing text[];
begin
  if new.is_published and new.deleted_at is null and pgpersonnel_private.is_untrusted_caller() then
    missing := pgpersonnel_private.missing_for_publishing(new);
    if cardinality(missing) > 0 then
      raise exception using errcode = '23514',
        message = format('Complete your profile before publishing: add %s.', array_to_string(missing, ', '));
    end if;
  end if;
  return new;
end
$$;
create trigger profile_publish_check before insert or update on pgpersonnel.profile
  for each row execute function pgpersonnel_private.profile_publish_check();

revoke execute on function pgpersonnel_private.missing_for_publishing(pgpersonnel.profile),
  pgpersonnel_private.profile_publish_check() from public;
grant execute on function pgpersonnel_private.missing_for_publishing(pgpersonnel.profile)
  to anon, authenticated;
