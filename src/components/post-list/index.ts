/**
 * Pieces shared by the lists of UiPress posts (templates, admin menus):
 * the delete confirmation, the rename form, the network badge, JSON
 * downloads, who a post applies to.
 */
export { default as ConfirmDelete } from './confirm-delete';
export { default as NetworkBadge } from './network-badge';
export { default as RenameForm } from './rename-form';
export { downloadJson, exportFileName } from './download';
export { summariseAudience } from './audience';
export { useRoleNames } from './use-role-names';
export { formatModified, statusLabel } from './labels';
