-- Questions to doctors (pgpersonnel.ask_personnel, 0021), tightened for issue #6:
--   * anyone reads a question once it is answered and public; the asker and the profile's owner
--     (and admins) read it before;
--   * the profile's owner changes only personnel_answer (answered_at follows it); the question,
--     its asker and the other columns stay as asked; admins moderate everything;
--   * the asker is notified when the answer arrives.
drop policy "ask_personnel: anyone reads public, asker and owner read own" on pgpersonnel.ask_personnel;
create policy "ask_personnel: anyone reads answered public ones, asker and owner read own"
  on pgpersonnel.ask_personnel for select to anon, authenticated
  using (
    (is_public and personnel_answer is not null
      and exists (select 1 from pgpersonnel.profile p where p.id = profile_id))
    or (asked_by = (select auth.uid()))
    or pgpersonnel_private.can_edit_profile(profile_id)
  );

create function pgathcare_private.question_before_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pgathcare_private.is_request_role() and not (select auth.has_app_role('admin')) then
    if (new.profile_id, new.asked_by, new.question, new.auto_answer, new.tags, new.is_public, new.created_at)
       is distinct from
       (old.profile_id, old.asked_by, old.question, old.auto_answer, old.tags, old.is_public, old.created_at) then
      raise exception using errcode = '42501', message = 'Only the answer to a question can be changed.';
    end if;
  end if;
  if new.personnel_answer is distinct from old.personnel_answer then
    new.personnel_answer := nullif(btrim(new.personnel_answer), '');
    new.answered_at := case when new.personnel_answer is null then null else now() end;
  elsif pgathcare_private.is_request_role() and not (select auth.has_app_role('admin')) then
    new.answered_at := old.answered_at;
  end if;
  return new;
end
$$;
create trigger ask_personnel_before_update before update on pgpersonnel.ask_personnel
  for each row execute function pgathcare_private.question_before_update();

-- SECURITY DEFINER trigger function: tells the asker (another user) that their question has an
-- answer; callable only as a trigger.
create function pgathcare_private.notify_question_answered() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.asked_by is not null and new.personnel_answer is not null
     and old.personnel_answer is distinct from new.personnel_answer then
    perform auth.notify(new.asked_by, 'Your question was answered',
      format('%s answered your question.', (select p.name from pgpersonnel.profile p where p.id = new.profile_id)),
      '/explore/doctors/' || new.profile_id || '?tab=questions');
  end if;
  return null;
end
$$;
create trigger ask_personnel_notify_answer after update of personnel_answer on pgpersonnel.ask_personnel
  for each row execute function pgathcare_private.notify_question_answered();
revoke execute on function pgathcare_private.question_before_update(),
  pgathcare_private.notify_question_answered() from public;
