/**
 * Roles live in the Firebase Auth custom claim `role`
 * (docs/decisions/0001-backend-enforces-security.md).
 */
export const ROLE_CLAIM = 'role';
export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Members and admins may read the portal; admins also manage it. */
export function isMemberRole(role: unknown): boolean {
  return role === 'member' || role === 'admin';
}
export function isAdminRole(role: unknown): boolean {
  return role === 'admin';
}
