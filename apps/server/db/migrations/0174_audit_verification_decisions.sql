-- Issue #18: every admin action is audited. A personnel profile's verification decision (approved
-- or rejected by an admin, issue #12) is recorded like the access changes, with the row before and
-- after; the owner's own request to be verified is not an admin action and is not recorded.
create trigger personnel_verification_audit
  after update of verification_status on pgpersonnel.profile
  for each row
  when (old.verification_status is distinct from new.verification_status
        and new.verification_status in ('verified', 'rejected'))
  execute function auth.audit_admin_change('user_id');
