/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf, type TransformedText } from '@wordpress/i18n';

interface RowActionsProps {
	/** The post's title, for the buttons' screen reader names. */
	title: string;
	status: string;
	/** Whether a request about the post is under way. */
	busy: boolean;
	/** Whether its title is being edited. */
	renaming?: boolean;
	onRename: () => void;
	onToggleStatus: () => void;
	onDuplicate: () => void;
	onExport: () => void;
	onDelete: () => void;
	className?: string;
}

/**
 * The actions of a row of a post list (templates, admin menus): rename,
 * publish or switch to draft, duplicate, export, delete. Each is named
 * after the post for screen readers ("Rename Sales board").
 *
 * @param props                Component props.
 * @param props.title          The post's title.
 * @param props.status         Its status.
 * @param props.busy           Whether a request about it is under way.
 * @param props.renaming       Whether its title is being edited.
 * @param props.onRename       Starts renaming.
 * @param props.onToggleStatus Publishes, or switches to draft.
 * @param props.onDuplicate    Copies it.
 * @param props.onExport       Downloads it.
 * @param props.onDelete       Asks to delete it.
 * @param props.className      The cell's class.
 */
export default function RowActions( {
	title,
	status,
	busy,
	renaming = false,
	onRename,
	onToggleStatus,
	onDuplicate,
	onExport,
	onDelete,
	className,
}: RowActionsProps ) {
	const named = ( text: TransformedText< `${ string }%s${ string }` > ) =>
		sprintf( text, title );
	const published = status === 'publish';
	const actions = [
		{
			text: __( 'Rename', 'uipress' ),
			/* translators: %s: the title of a template or menu. */
			label: named( __( 'Rename %s', 'uipress' ) ),
			onClick: onRename,
			disabled: busy || renaming,
		},
		{
			text: published
				? __( 'Switch to draft', 'uipress' )
				: __( 'Publish', 'uipress' ),
			label: named(
				published
					? /* translators: %s: the title of a template or menu. */
						__( 'Switch %s to draft', 'uipress' )
					: /* translators: %s: the title of a template or menu. */
						__( 'Publish %s', 'uipress' )
			),
			onClick: onToggleStatus,
			disabled: busy,
		},
		{
			text: __( 'Duplicate', 'uipress' ),
			/* translators: %s: the title of a template or menu. */
			label: named( __( 'Duplicate %s', 'uipress' ) ),
			onClick: onDuplicate,
			disabled: busy,
		},
		{
			text: __( 'Export', 'uipress' ),
			/* translators: %s: the title of a template or menu. */
			label: named( __( 'Export %s', 'uipress' ) ),
			onClick: onExport,
			disabled: false,
		},
		{
			text: __( 'Delete', 'uipress' ),
			/* translators: %s: the title of a template or menu. */
			label: named( __( 'Delete %s', 'uipress' ) ),
			onClick: onDelete,
			disabled: busy,
			destructive: true,
		},
	];
	return (
		<td className={ className }>
			{ actions.map( ( action ) => (
				<Button
					key={ action.text }
					size="small"
					variant="secondary"
					isDestructive={ action.destructive }
					onClick={ action.onClick }
					disabled={ action.disabled }
					label={ action.label }
					showTooltip={ false }
				>
					{ action.text }
				</Button>
			) ) }
		</td>
	);
}
