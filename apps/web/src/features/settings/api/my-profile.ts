import {
  type AddressFormValues,
  addressTypes,
  type ContactFormValues,
  contactTypes,
  genders,
  type ProfileFormValues,
} from '@athcare/shared/profile.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

const SCHEMA = 'pgusers';

export const contactSchema = z.object({
  id: z.number(),
  contactType: z.enum(contactTypes),
  value: z.string(),
  isVerified: z.boolean(),
  isPrimary: z.boolean(),
  isPublic: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

export const addressSchema = z.object({
  id: z.number(),
  addressLine1: z.string(),
  societyBlockPocket: z.string().nullable(),
  areaSector: z.string().nullable(),
  addressLine2: z.string().nullable(),
  nearbyLandmark: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  addressType: z.enum(addressTypes),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const myProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  contacts: z.array(contactSchema),
  addresses: z.array(addressSchema),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

const PROFILE_SELECT =
  'id,username,first_name,middle_name,last_name,email,email_verified,date_of_birth,gender,' +
  'contacts(id,contact_type,value,is_verified,is_primary,is_public),' +
  'addresses(id,address_line1,society_block_pocket,area_sector,address_line2,nearby_landmark,city,postal_code,address_type,is_default_shipping,is_default_billing)';

/** §7: GET profile?id=eq.{id} with contacts and addresses embedded (RLS: the member's own). */
export async function getMyProfile(userId: string, signal?: AbortSignal): Promise<MyProfile> {
  const rows = await api.get('/profile', {
    schema: SCHEMA,
    query: {
      select: PROFILE_SELECT,
      id: `eq.${userId}`,
      'contacts.order': 'id.asc',
      'addresses.order': 'id.asc',
    },
    result: z.array(myProfileSchema),
    signal,
  });
  const row = rows[0];
  if (!row) throw new Error('Your profile could not be found.');
  return row;
}

export const myProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.profile(userId),
    queryFn: ({ signal }) => getMyProfile(userId, signal),
  });

export const useMyProfile = (userId: string) => useQuery(myProfileQueryOptions(userId));

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The body of PATCH profile?id=eq.{id}: empty optional fields become null. */
export function profilePatch(values: ProfileFormValues) {
  return {
    firstName: values.firstName,
    middleName: orNull(values.middleName),
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth || null,
    gender: values.gender || null,
  };
}

export function addressBody(values: AddressFormValues) {
  return {
    addressLine1: values.addressLine1,
    societyBlockPocket: orNull(values.societyBlockPocket),
    areaSector: orNull(values.areaSector),
    addressLine2: orNull(values.addressLine2),
    nearbyLandmark: orNull(values.nearbyLandmark),
    city: values.city,
    postalCode: values.postalCode,
    addressType: values.addressType,
    isDefaultShipping: values.isDefaultShipping,
    isDefaultBilling: values.isDefaultBilling,
  };
}

function useInvalidatingMutation<Input>(
  userId: string,
  mutationFn: (input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.profile(userId) }),
  });
}

/** PATCH profile?id=eq.{id}: names, birth date, gender (the database also refuses under 18). */
export const useUpdateProfile = (userId: string) =>
  useInvalidatingMutation(userId, (values: ProfileFormValues) =>
    api.patch('/profile', profilePatch(values), {
      schema: SCHEMA,
      query: { id: `eq.${userId}` },
      returnRepresentation: false,
    }),
  );

/**
 * A default (primary contact of a type, default shipping or billing address) is unique per member:
 * the database moves it (migration 0242's triggers unset the previous holder in the same
 * statement), so one request saves the row and its flag.
 */
export const useSaveContact = (userId: string) =>
  useSaveRow(userId, '/contacts', (values: ContactFormValues) => ({ ...values }));

export const useDeleteContact = (userId: string) => useDeleteRow(userId, '/contacts');

export const useSaveAddress = (userId: string) => useSaveRow(userId, '/addresses', addressBody);

export const useDeleteAddress = (userId: string) => useDeleteRow(userId, '/addresses');

/** POST a new row of the member's list `path` (no id), or PATCH row `id`; nothing comes back. */
function useSaveRow<Values>(userId: string, path: string, toBody: (values: Values) => object) {
  return useInvalidatingMutation(userId, ({ id, values }: { id?: number; values: Values }) =>
    id === undefined
      ? api.post(path, toBody(values), { schema: SCHEMA, returnRepresentation: false })
      : api.patch(path, toBody(values), {
          schema: SCHEMA,
          query: { id: `eq.${id}` },
          returnRepresentation: false,
        }),
  );
}

/** DELETE row `id` of the member's list `path`. */
function useDeleteRow(userId: string, path: string) {
  return useInvalidatingMutation(userId, (id: number) =>
    api.delete(path, { schema: SCHEMA, query: { id: `eq.${id}` }, returnRepresentation: false }),
  );
}
