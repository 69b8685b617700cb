/** The messages of a safeParse result's issues, in order (none when it parsed). Test-only. */
export const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];
