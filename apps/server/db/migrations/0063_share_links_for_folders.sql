-- Share links for a folder as well as a file (issue #7: "share a file or folder … by a link").
-- A folder link opens every active file under the folder at the time of each request, files added
-- later included; it goes when the folder goes (cascade), like a file link with its file.
alter table pgmedlock.share_links
  alter column file_id drop not null,
  add column folder_id uuid references pgmedlock.folders (id) on delete cascade,
  add constraint share_links_one_target check (num_nonnulls(file_id, folder_id) = 1);
create index share_links_folder_idx on pgmedlock.share_links (folder_id);

grant insert (folder_id) on pgmedlock.share_links to authenticated;

drop policy "share_links: owner links own files" on pgmedlock.share_links;
create policy "share_links: owner links own files and folders" on pgmedlock.share_links
  for insert to authenticated
  with check (owner_id = auth.uid() and created_by = auth.uid()
              and (file_id is null or exists (select 1 from pgmedlock.files f
                                               where f.id = file_id and f.owner_id = auth.uid()))
              and (folder_id is null or exists (select 1 from pgmedlock.folders d
                                                 where d.id = folder_id and d.owner_id = auth.uid())));
