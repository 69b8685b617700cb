import type { LoginResult } from '@athcare/shared/auth.schema';

/** The signed-in user the session tests sign in as (the store's shape, not the API's). */
export const testUser: LoginResult['user'] = {
  id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
  firstName: 'Asha',
  lastName: 'Verma',
  username: 'asha01',
  email: 'asha@example.in',
  appRoles: [],
};
