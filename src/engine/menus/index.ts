export {
	itemKey,
	menuToShow,
	reconcileMenu,
	type ItemStatus,
	type ReconciledItem,
} from './reconcile';
