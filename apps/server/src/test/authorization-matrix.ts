/**
 * The authorization matrix: what each caller may do with every exposed table, view and function.
 * Reviewed by hand; `authorization-matrix.int.test.ts` checks the database against it on both
 * engines, and fails for any exposed relation or function without a line here.
 *
 * ADDING A TABLE, VIEW OR FUNCTION IS ONE LINE:
 *   'schema.name': { anon: '<ops>', member: '<ops>' [, owner: '<column>', seenBy: '<personas>',
 *                    writtenBy: '<personas>'] },
 *   'schema.fn()': { anon: 'x' or '', member: 'x' or '' },
 * ops: s select, i insert, u update, d delete (privileges: any column counts), x execute.
 * anon is the anonymous role; member is every signed-in persona (they share the `authenticated`
 * role, so privileges are the same; rows differ, see below).
 * owner: the column naming the row's member. The test then reads the demo member A's rows as
 * every other persona; seenBy lists who may see any of them (memberB family personnel vendor
 * paramedic admin anon, or 'everyone' for public rows). Everyone not listed must see none.
 * writtenBy lists who may update or delete A's rows (the doctor confirms A's booking, an admin
 * manages roles); every other persona's update, delete and take-over of them changes 0 rows.
 */
export interface AccessDeclaration {
  anon: string;
  member: string;
  owner?: string;
  seenBy?: string;
  /**
   * Who besides member A may update or delete A's rows (space-separated personas). Everyone else
   * is refused or changes 0 rows: the test tries each write as each persona, and also moving the
   * persona's own rows onto A.
   */
  writtenBy?: string;
}

// One line per table, view or function (prettier leaves it so).
// prettier-ignore
export const accessMatrix: Record<string, AccessDeclaration> = {
  'pgaccess.admin_audit_log': { anon: '', member: 's', owner: 'subject_id', seenBy: 'admin' },
  'pgaccess.admin_user_permissions': { anon: '', member: 's', owner: 'user_id', seenBy: 'admin' },
  'pgaccess.admin_user_sessions': { anon: '', member: 's', owner: 'user_id', seenBy: 'admin' },
  'pgaccess.admin_users': { anon: '', member: 's', owner: 'id', seenBy: 'admin' },
  'pgaccess.departments': { anon: '', member: 'siud' },
  'pgaccess.grades': { anon: '', member: 'siud' },
  'pgaccess.permission_grants': { anon: '', member: 'siud' },
  'pgaccess.permissions': { anon: '', member: 'siud' },
  'pgaccess.roles': { anon: '', member: 'siud' },
  'pgaccess.user_app_roles': { anon: '', member: 'siud', owner: 'user_id', writtenBy: 'admin' },
  'pgaccess.user_assignments': { anon: '', member: 'siud', owner: 'user_id' },
  'pgaccess.user_permission_overrides': { anon: '', member: 'siud', owner: 'user_id' },
  'pgathcare.activity_logs': { anon: '', member: 'sid', owner: 'user_id' },
  'pgathcare.allergies': { anon: '', member: 'siud', owner: 'user_id' },
  'pgathcare.availability_rules': { anon: 's', member: 'siud' },
  'pgathcare.blocked_days': { anon: 's', member: 'siud' },
  'pgathcare.booking_enquiries': { anon: '', member: 'siu', owner: 'user_id' },
  'pgathcare.bookings': { anon: '', member: 'siu', owner: 'user_id', seenBy: 'personnel', writtenBy: 'personnel' },
  'pgathcare.case': { anon: '', member: 'siud' },
  'pgathcare.case_files': { anon: '', member: 'sid' },
  'pgathcare.case_summaries': { anon: '', member: 'siud' },
  'pgathcare.consultation_details': { anon: '', member: 'siu' },
  'pgathcare.goals': { anon: '', member: 'siud', owner: 'user_id' },
  'pgathcare.health_alerts': { anon: '', member: 'su', owner: 'user_id' },
  'pgathcare.list_allergies': { anon: 's', member: 'siud' },
  'pgathcare.medical_profile': { anon: '', member: 'siud', owner: 'user_id' },
  'pgathcare.medicine_items': { anon: '', member: 'sid' },
  'pgathcare.personnel_appointments': { anon: '', member: 's', owner: 'user_id', seenBy: 'personnel' },
  'pgathcare.personnel_centers': { anon: 's', member: 'siud' },
  'pgathcare.prescriptions': { anon: '', member: 'siu', owner: 'user_id', seenBy: 'personnel', writtenBy: 'personnel' },
  'pgathcare.service_booking_details': { anon: '', member: 'siu' },
  'pgathcare.service_details': { anon: '', member: 'siud' },
  'pgathcare.vitals': { anon: '', member: 'sid', owner: 'user_id' },
  'pgcontent.blogs': { anon: 's', member: 'siud' },
  'pgcontent.lab_tests': { anon: 's', member: 'siud' },
  'pgcontent.treatment_specializations': { anon: 's', member: 'siud' },
  'pgcontent.treatments': { anon: 's', member: 'siud' },
  'pgmedlock.access_log': { anon: '', member: 's', owner: 'owner_id', seenBy: 'admin' },
  'pgmedlock.asset_access': { anon: '', member: 'siud', owner: 'owner_id' },
  'pgmedlock.assignment': { anon: '', member: 'siud', owner: 'owner_id' },
  'pgmedlock.file_versions': { anon: '', member: 'sd', owner: 'owner_id' },
  'pgmedlock.files': { anon: '', member: 'siud', owner: 'owner_id' },
  'pgmedlock.folders': { anon: '', member: 'siud', owner: 'owner_id' },
  'pgmedlock.group_members': { anon: '', member: 'siud', owner: 'user_id' },
  'pgmedlock.groups': { anon: '', member: 'siud', owner: 'owner_id' },
  'pgmedlock.shared_files': { anon: '', member: 's', owner: 'owner_id', seenBy: 'personnel' },
  'pgmedlock.share_links': { anon: '', member: 'siud', owner: 'owner_id' },
  'pgpersonnel.address_assignments': { anon: 's', member: 'siud' },
  'pgpersonnel.appointment_time_assignments': { anon: 's', member: 'siud' },
  'pgpersonnel.ask_personnel': { anon: 's', member: 'siud' },
  'pgpersonnel.awards': { anon: 's', member: 'siud' },
  'pgpersonnel.certifications': { anon: 's', member: 'siud' },
  'pgpersonnel.contact_assignments': { anon: 's', member: 'siud' },
  'pgpersonnel.departments': { anon: 's', member: 'siud' },
  'pgpersonnel.doctor_directory': { anon: 's', member: 's', owner: 'user_id', seenBy: 'everyone' },
  'pgpersonnel.education': { anon: 's', member: 'siud' },
  'pgpersonnel.kyp': { anon: 's', member: 'siud' },
  'pgpersonnel.offered_services': { anon: 's', member: 'siud' },
  'pgpersonnel.personnel_directory': { anon: 's', member: 's', owner: 'user_id', seenBy: 'everyone' },
  'pgpersonnel.personnel_services': { anon: 's', member: 'siud' },
  'pgpersonnel.personnel_specializations': { anon: 's', member: 'siud' },
  'pgpersonnel.personnel_types': { anon: 's', member: 'siud' },
  'pgpersonnel.profile': { anon: 's', member: 'siud', owner: 'user_id', seenBy: 'everyone' },
  'pgpersonnel.publications': { anon: 's', member: 'siud' },
  'pgpersonnel.reviews': { anon: 's', member: 'siud', owner: 'user_id', seenBy: 'everyone' },
  'pgpersonnel.specializations': { anon: 's', member: 'siud' },
  'pgpersonnel.time_slots': { anon: 's', member: 'siud' },
  'pgpersonnel.work_experience': { anon: 's', member: 'siud' },
  'pgstore.coupons': { anon: 's', member: 's' },
  'pgstore.invoices': { anon: '', member: 's', owner: 'user_id', seenBy: 'admin' },
  'pgstore.order_items': { anon: '', member: 's' },
  'pgstore.orders': { anon: '', member: 'su', owner: 'user_id', seenBy: 'admin' },
  'pgstore.payments': { anon: '', member: 's', owner: 'user_id', seenBy: 'admin' },
  'pgstore.products': { anon: 's', member: 'siud' },
  'pgstore.refunds': { anon: '', member: 's', owner: 'user_id', seenBy: 'admin' },
  'pgstore.search_history': { anon: '', member: 'sid', owner: 'user_id' },
  'pgstore.wishlist_items': { anon: '', member: 'sid', owner: 'user_id' },
  'pgstore.wishlists': { anon: '', member: 'sid', owner: 'user_id' },
  'pgsubs.subscriptions': { anon: 's', member: 'siud' },
  'pgsubs.subscription_members': { anon: '', member: 'sid', owner: 'user_id', seenBy: 'admin personnel' },
  'pgsubs.subscription_services': { anon: 's', member: 'siud' },
  'pgsubs.subscription_usage': { anon: '', member: 's' },
  'pgsubs.user_subscription': { anon: '', member: 'siud', owner: 'user_id', seenBy: 'admin personnel', writtenBy: 'admin' },
  'pgusers.account_deletion_requests': { anon: '', member: 's', owner: 'user_id' },
  'pgusers.addresses': { anon: '', member: 'siud', owner: 'user_id', seenBy: 'admin' },
  'pgusers.contacts': { anon: '', member: 'siud', owner: 'user_id', seenBy: 'admin' },
  'pgusers.notifications': { anon: '', member: 'sud', owner: 'user_id' },
  'pgusers.profile': { anon: '', member: 'su', owner: 'id', seenBy: 'admin', writtenBy: 'admin' },
  'pgusers.public_profiles': { anon: '', member: 's', owner: 'id', seenBy: 'memberB family personnel vendor paramedic admin' },
  'pgvendor.amenities': { anon: 's', member: 'siud' },
  'pgvendor.hospital_amenities': { anon: 's', member: 'siud' },
  'pgvendor.hospital_rooms': { anon: 's', member: 'siud' },
  'pgvendor.hospitals': { anon: 's', member: 'siud' },
  'pgaccess.add_my_roles()': { anon: '', member: 'x' },
  'pgaccess.admin_operations_daily()': { anon: '', member: 'x' },
  'pgaccess.admin_operations_queues()': { anon: '', member: 'x' },
  'pgaccess.admin_set_user_active()': { anon: '', member: 'x' },
  // Stubs naming the auth endpoints that shadow /api/rpc (migration 0071): they only raise.
  'pgaccess.change_password()': { anon: 'x', member: 'x' },
  'pgaccess.login()': { anon: 'x', member: 'x' },
  'pgaccess.logout()': { anon: 'x', member: 'x' },
  'pgaccess.refresh_token()': { anon: 'x', member: 'x' },
  'pgaccess.register()': { anon: 'x', member: 'x' },
  'pgaccess.check_email_taken()': { anon: 'x', member: 'x' },
  'pgaccess.check_username_taken()': { anon: 'x', member: 'x' },
  'pgaccess.get_my_permissions()': { anon: 'x', member: 'x' },
  'pgaccess.get_persona_details_by_profile_id()': { anon: '', member: 'x' },
  'pgathcare.activity_totals()': { anon: '', member: 'x' },
  'pgathcare.book_slot()': { anon: '', member: 'x' },
  'pgathcare.cancel_booking()': { anon: '', member: 'x' },
  'pgathcare.export_fhir_history()': { anon: '', member: 'x' },
  'pgathcare.get_available_slots()': { anon: 'x', member: 'x' },
  'pgathcare.goal_progress()': { anon: '', member: 'x' },
  'pgathcare.get_patient_history()': { anon: '', member: 'x' },
  'pgathcare.reschedule_booking()': { anon: '', member: 'x' },
  'pgathcare.save_prescription()': { anon: '', member: 'x' },
  'pgathcare.search_cases()': { anon: '', member: 'x' },
  'pgmedlock.locker_usage()': { anon: '', member: 'x' },
  'pgmedlock.move_folder()': { anon: '', member: 'x' },
  'pgmedlock.rename_folder()': { anon: '', member: 'x' },
  'pgmedlock.restore_file()': { anon: '', member: 'x' },
  'pgmedlock.revoke_share_link()': { anon: '', member: 'x' },
  'pgmedlock.search_files()': { anon: '', member: 'x' },
  'pgmedlock.trash_file()': { anon: '', member: 'x' },
  // Admins only (it raises for anyone else; the verification test checks it).
  'pgpersonnel.review_personnel_verification()': { anon: '', member: 'x' },
  'pgpersonnel.search_doctors()': { anon: 'x', member: 'x' },
  'pgsubs.check_subscription()': { anon: '', member: 'x' },
  'pgsubs.add_subscription_member()': { anon: '', member: 'x' },
  // Admins only (it raises for anyone else; subscriptions.int.test.ts checks it).
  'pgsubs.grant_subscription()': { anon: '', member: 'x' },
  'pgstore.add_to_wishlist()': { anon: '', member: 'x' },
  'pgstore.cancel_order()': { anon: '', member: 'x' },
  'pgstore.create_order()': { anon: '', member: 'x' },
  'pgstore.search_products()': { anon: 'x', member: 'x' },
  'pgusers.find_member()': { anon: '', member: 'x' },
  'pgusers.request_account_deletion()': { anon: '', member: 'x' },
};
