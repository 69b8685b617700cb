-- Issue 16: admins open the files of a vendor's identity document (they live in the vendor's
-- locker, which admins cannot read) through GET /api/vendor/documents/:id/files/:fileId/content.
-- SECURITY DEFINER: reads another user's locker file row and writes the audit log and the
-- owner's locker access log, none of which the admin's role may touch. It checks the caller is
-- an admin, and answers only for a file the document names and its vendor owns. Every opening is
-- kept in auth.audit_log (who, when, which document and file) and shown to the vendor in its
-- locker's access log.
create function pgvendor_private.open_vendor_document_file(document integer, file uuid, action text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  d pgvendor.identity_documents;
  f pgmedlock.files;
begin
  if not auth.has_app_role('admin') then
    raise exception using errcode = '42501', message = 'Only an admin can open vendor documents.';
  end if;
  if action not in ('view', 'download') then
    raise exception using errcode = '22023', message = 'Open a document file to view or download it.';
  end if;
  select * into d from pgvendor.identity_documents x
   where x.id = document and file = any(x.file_ids);
  if d.id is null then
    return null;
  end if;
  select * into f from pgmedlock.files x
   where x.id = file and x.owner_id = d.owner_id and x.status = 'active';
  if f.id is null then
    return null;
  end if;
  insert into auth.audit_log (user_id, ip, event, subject_id, detail)
  values (auth.uid(), auth.request_ip(), 'admin_vendor_document_file_' || action, d.owner_id,
    jsonb_build_object('table', 'pgvendor.identity_documents', 'op', action,
      'document_id', d.id, 'vendor_id', d.vendor_id, 'document_type', d.document_type,
      'file_id', f.id));
  insert into pgmedlock.access_log (owner_id, file_id, actor_user_id, action, result, ip)
  values (f.owner_id, f.id, auth.uid(), action, 'ok', left(auth.request_ip(), 64));
  return jsonb_build_object('id', f.id, 'owner_id', f.owner_id, 'name', f.name, 'size', f.size,
    'mime_type', f.mime_type, 'sha256', f.sha256, 'blob_key', f.blob_key);
end
$$;
revoke execute on function pgvendor_private.open_vendor_document_file(integer, uuid, text) from public;
grant execute on function pgvendor_private.open_vendor_document_file(integer, uuid, text) to authenticated;

-- The admins' queue names each document's files (name, type, size; never the blob key), which
-- admins cannot read from the vendor's locker themselves. Admins only.
create function pgvendor_private.vendor_document_files(document integer)
returns table (id uuid, name text, mime_type text, size bigint)
language sql stable security definer
set search_path = ''
as $$
  select f.id, f.name, f.mime_type, f.size
    from pgvendor.identity_documents d
    cross join lateral unnest(d.file_ids) with ordinality u(file_id, n)
    join pgmedlock.files f on f.id = u.file_id and f.owner_id = d.owner_id and f.status = 'active'
   where d.id = document and auth.has_app_role('admin')
   order by u.n
$$;
revoke execute on function pgvendor_private.vendor_document_files(integer) from public;
grant execute on function pgvendor_private.vendor_document_files(integer) to authenticated;

-- POST /api/rpc/vendor_document_files (schema pgvendor).
create function pgvendor.vendor_document_files(document_id integer)
returns table (id uuid, name text, mime_type text, size bigint)
language sql stable security invoker
set search_path = ''
as $$
  select * from pgvendor_private.vendor_document_files($1)
$$;
revoke execute on function pgvendor.vendor_document_files(integer) from public;
grant execute on function pgvendor.vendor_document_files(integer) to authenticated;
