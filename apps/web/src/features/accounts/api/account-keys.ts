/** Query keys of the accounts feature (§9 cache area "auth"). */
export const accountKeys = {
  all: ['auth', 'accounts'] as const,
  taken: () => [...accountKeys.all, 'taken'] as const,
  emailTaken: (email: string) => [...accountKeys.taken(), 'email', email] as const,
  usernameTaken: (username: string) => [...accountKeys.taken(), 'username', username] as const,
};
