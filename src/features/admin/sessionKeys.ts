/** Every sessionStorage key the admin area keeps its records under starts with this (src/app/routeTable.ts reads it). */
export const ADMIN_SESSION_PREFIX = 'navigator.admin.';
