import { randomBytes } from 'node:crypto';

/**
 * A new person's body for /rpc/register, unique by a random tag in the username and email
 * (`meera1a2b3c4d`, `meera.1a2b3c4d@example.in`).
 */
export function newRegistration(password: string, firstName = 'Meera', lastName = 'Pillai') {
  const tag = randomBytes(4).toString('hex');
  const handle = firstName.toLowerCase();
  return {
    first_name: firstName,
    last_name: lastName,
    username: `${handle}${tag}`,
    email: `${handle}.${tag}@example.in`,
    password,
  };
}

/** An order's billing details, as the store's create_order takes them. */
export const sampleBilling = {
  email: 'asha@example.test',
  first_name: 'Asha',
  last_name: 'Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  phone: '+91 98450 00000',
};
