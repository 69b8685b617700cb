import { usePermissions } from '../api/access-lists';
import { AdminSection, QueryList, RowText } from './admin-section';
import { adminSections } from './admin-sections';

/** The permission catalogue, read-only (§7 lists only GET /permissions). */
export function PermissionsSection() {
  const permissions = usePermissions();
  return (
    <AdminSection section={adminSections.permissions}>
      <QueryList
        query={permissions}
        empty="No permissions defined."
        renderItem={(permission) => (
          <RowText name={permission.permKey} detail={permission.description} />
        )}
      />
    </AdminSection>
  );
}
