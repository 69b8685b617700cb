-- Issue 12: anyone could publish a doctor listing under any name. A personnel profile is listed
-- (is_published: the directory, search, profile pages and booking all read it) only once an admin
-- has verified its registration number and medical council. The owner's "publish" asks for that
-- verification; an admin approves (the profile is listed at once) or rejects it with a reason the
-- owner reads. Listed profiles carry the "Verified" mark.
--
-- States (verification_status):
--   unverified  never asked, or a verified profile whose name changed (it needs a new look)
--   pending     the owner asked to publish; waiting in the admins' queue (not listed)
--   verified    an admin approved it; the owner may unpublish and publish again freely
--   rejected    an admin refused it (verification_note says why); asking again makes it pending
-- Invariant: is_published implies verified (checked below). Only admins and trusted owner-role
-- code (seeds, migrations) verify: when they publish a profile, it is verified by them.

alter table pgpersonnel.profile
  add column verification_status text not null default 'unverified'
    check (verification_status in ('unverified', 'pending', 'verified', 'rejected')),
  add column verification_note text check (length(verification_note) <= 500),
  add column verified_at timestamptz,
  add column verification_requested_at timestamptz;

-- Profiles listed before this migration: the demo seed's and unowned ones stay listed as verified;
-- any other listing goes to the queue.
update pgpersonnel.profile
   set verification_status = 'verified', verified_at = now()
 where is_published and (user_id is null or metadata ->> 'source' = 'demo-seed');
update pgpersonnel.profile
   set verification_status = 'pending', verification_requested_at = now(), is_published = false
 where is_published and verification_status <> 'verified';

alter table pgpersonnel.profile
  add constraint profile_listed_only_when_verified
    check (not is_published or verification_status = 'verified');

-- The admins' queue, oldest request first.
create index profile_verification_queue_idx on pgpersonnel.profile (verification_requested_at, id)
  where verification_status = 'pending';

-- Runs after profile_publish_check (triggers fire in name order), so an incomplete profile is still
-- refused with the list of what is missing before it can queue.
create or replace function pgpersonnel_private.profile_verification_gate() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  wants_listing boolean := new.is_published and new.deleted_at is null;
begin
  if pgpersonnel_private.is_untrusted_caller() then
    if tg_op = 'INSERT' then
      new.verification_status := 'unverified';
      new.verification_note := null;
      new.verified_at := null;
      new.verification_requested_at := null;
    else
      new.verification_status := old.verification_status;
      new.verification_note := old.verification_note;
      new.verified_at := old.verified_at;
      new.verification_requested_at := old.verification_requested_at;
      -- A verified listing that changes its name is looked at again.
      if new.name is distinct from old.name and old.verification_status = 'verified' then
        new.verification_status := 'unverified';
        new.verified_at := null;
      end if;
    end if;
    if wants_listing and new.verification_status <> 'verified' then
      -- Publishing asks for verification; the profile is listed once an admin approves.
      new.is_published := false;
      if new.verification_status <> 'pending' then
        new.verification_status := 'pending';
        new.verification_note := null;
        new.verification_requested_at := now();
      end if;
    end if;
  elsif wants_listing and new.verification_status <> 'verified' then
    -- An admin (or owner-role code) listing a profile verifies it.
    new.verification_status := 'verified';
    new.verification_note := null;
    -- A listing inserted as verified (the seeds) dates from its creation, so seeding stays
    -- deterministic.
    new.verified_at := coalesce(new.verified_at,
      case when tg_op = 'INSERT' then new.created_at else now() end);
  end if;
  if new.verification_status <> 'verified' then
    new.is_published := false;
  end if;
  return new;
end
$$;
create trigger profile_verification_gate before insert or update on pgpersonnel.profile
  for each row execute function pgpersonnel_private.profile_verification_gate();
revoke execute on function pgpersonnel_private.profile_verification_gate() from public;

-- POST /api/rpc/review_personnel_verification (schema pgpersonnel): an admin approves or rejects a
-- pending profile. Approving lists it; rejecting needs a reason, which the owner reads. Security
-- invoker: the update runs under the profile's own policies (admins update any profile).
create or replace function pgpersonnel.review_personnel_verification(
  profile_id integer,
  approve boolean,
  reason text default null
) returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  p pgpersonnel.profile;
  why text := nullif(btrim(review_personnel_verification.reason), '');
begin
  if not (select auth.has_app_role('admin')) then
    raise exception using errcode = '42501', message = 'Only an admin can verify personnel.';
  end if;
  if review_personnel_verification.approve is null then
    raise exception using errcode = '22023', message = 'Say whether to approve or reject.';
  end if;
  if not review_personnel_verification.approve and why is null then
    raise exception using errcode = '22023', message = 'Give a reason for the rejection.';
  end if;
  if length(why) > 500 then
    raise exception using errcode = '22023', message = 'The reason can be at most 500 characters.';
  end if;
  select * into p from pgpersonnel.profile x
   where x.id = review_personnel_verification.profile_id for update;
  if p.id is null or p.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'This profile does not exist.';
  end if;
  if p.verification_status <> 'pending' then
    raise exception using errcode = '22023', message = 'This profile is not waiting for verification.';
  end if;
  if review_personnel_verification.approve
     and cardinality(pgpersonnel_private.missing_for_publishing(p)) > 0 then
    raise exception using errcode = '23514',
      message = format('This profile is incomplete: it lacks %s.',
        array_to_string(pgpersonnel_private.missing_for_publishing(p), ', '));
  end if;
  if review_personnel_verification.approve then
    update pgpersonnel.profile x
       set verification_status = 'verified', verification_note = null, verified_at = now(),
           is_published = true
     where x.id = p.id
    returning * into p;
  else
    update pgpersonnel.profile x
       set verification_status = 'rejected', verification_note = why, verified_at = null,
           is_published = false
     where x.id = p.id
    returning * into p;
  end if;
  return jsonb_build_object('id', p.id, 'verification_status', p.verification_status,
    'verification_note', p.verification_note, 'is_published', p.is_published);
end
$$;
revoke execute on function pgpersonnel.review_personnel_verification(integer, boolean, text) from public;
grant execute on function pgpersonnel.review_personnel_verification(integer, boolean, text)
  to authenticated;

-- The directory shows the mark: every listed profile is verified, and the column says so.
create or replace view pgpersonnel.personnel_directory with (security_invoker = true) as
select p.id,
       p.user_id,
       p.name,
       p.gender,
       p.personnel_type_id,
       t.name as personnel_type,
       t.slug as personnel_type_slug,
       p.primary_specialization_id,
       s.name as primary_specialization,
       s.department_id,
       d.name as department,
       array(
         select s2.name
           from pgpersonnel.personnel_specializations ps
           join pgpersonnel.specializations s2 on s2.id = ps.specialization_id
          where ps.profile_id = p.id
          order by ps.is_primary desc, s2.name
       ) as specializations,
       p.city,
       p.languages_spoken,
       p.service_locations,
       p.total_experience_years,
       p.fee,
       p.rating_avg,
       p.rating_count,
       p.profile_image,
       p.bio,
       p.created_at,
       p.verification_status = 'verified' as is_verified
  from pgpersonnel.profile p
  join pgpersonnel.personnel_types t on t.id = p.personnel_type_id
  left join pgpersonnel.specializations s on s.id = p.primary_specialization_id
  left join pgpersonnel.departments d on d.id = s.department_id
 where p.is_published and p.deleted_at is null;

create or replace view pgpersonnel.doctor_directory with (security_invoker = true) as
select * from pgpersonnel.personnel_directory where personnel_type_slug = 'doctor';
