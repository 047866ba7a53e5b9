/**
 * The shared editor widgets (spec section 2). Each folder holds one widget
 * and its tests; see README.md for their props.
 */
export { default as PopoverDropdown } from './popover-dropdown';
export { default as PostTypeSelect, PostTypeList } from './post-type-select';
export { default as RoleSelect, RolePicker } from './role-select';
export { default as UserSearch } from './user-search';
export { default as Accordion } from './accordion';
export { default as SegmentedToggle } from './segmented-toggle';
export { default as Tooltip } from './tooltip';
export { default as LoadingSpinner } from './spinner';
export { default as OffCanvas } from './off-canvas';
export { default as SidePanel } from './side-panel';
export { default as UipModal } from './modal';
export { default as ContextMenu } from './context-menu';
export { default as MediaLibrary, MediaLibraryDialog } from './media-library';
export type { PickerItem, PostTypeItem } from './utils/api';
export type { ToggleOption, ToggleValue } from './segmented-toggle';
export type { ChosenImage, MediaItem, StockPhoto } from './media-library';
export type { RoleSelectReturnType } from './role-select';
