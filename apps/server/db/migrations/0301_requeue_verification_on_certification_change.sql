-- Issue 12: a verified listing whose certifications change is looked at again, as a rename already
-- is (0140). The admin verified the registration number and council the owner showed then; a new
-- or changed certification (name, regulatory body or number) is a claim nobody has checked, so the
-- profile leaves the directory and, if it was listed, goes back to the admins' queue. Admins and
-- owner-role code (seeds) change certifications without re-queueing.

-- A changed certification is no longer one an admin verified.
create function pgpersonnel_private.certification_unverify_on_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pgpersonnel_private.is_untrusted_caller()
     and (new.name, new.regulatory_body, new.certification_number)
         is distinct from (old.name, old.regulatory_body, old.certification_number) then
    new.is_verified := false;
  end if;
  return new;
end
$$;
revoke execute on function pgpersonnel_private.certification_unverify_on_change() from public;
-- Named to fire after certifications_protect_verified (before-triggers run in name order).
create trigger certifications_unverify_on_change before update on pgpersonnel.certifications
  for each row execute function pgpersonnel_private.certification_unverify_on_change();

-- Takes a verified profile of the caller's out of the directory: back to the queue if it was listed.
-- Definer: the owner's own update of verification_status is put back by profile_verification_gate
-- (owners never set it); the table owner's update is the trusted path that gate leaves alone. It
-- only ever moves the caller's own profile away from 'verified'.
create function pgpersonnel_private.requeue_verification(profile_id integer) returns void
language sql
security definer
set search_path = ''
as $$
  update pgpersonnel.profile p
     set verification_status = case when p.is_published then 'pending' else 'unverified' end,
         verification_requested_at = case when p.is_published then now() end,
         verification_note = null,
         verified_at = null,
         is_published = false
   where p.id = requeue_verification.profile_id
     and p.user_id = auth.uid()
     and p.verification_status = 'verified'
$$;
revoke execute on function pgpersonnel_private.requeue_verification(integer) from public;
grant execute on function pgpersonnel_private.requeue_verification(integer) to authenticated;

-- Invoker, so that is_untrusted_caller() sees the request's role.
create function pgpersonnel_private.certification_requeue_verification() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not pgpersonnel_private.is_untrusted_caller() then
    return null;
  end if;
  if tg_op = 'UPDATE'
     and (new.name, new.regulatory_body, new.certification_number, new.profile_id)
         is not distinct from (old.name, old.regulatory_body, old.certification_number, old.profile_id) then
    return null;
  end if;
  perform pgpersonnel_private.requeue_verification(new.profile_id);
  return null;
end
$$;
revoke execute on function pgpersonnel_private.certification_requeue_verification() from public;
create trigger certifications_requeue_verification
  after insert or update on pgpersonnel.certifications
  for each row execute function pgpersonnel_private.certification_requeue_verification();
