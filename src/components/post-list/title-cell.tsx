/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

/**
 * Internal dependencies
 */
import NetworkBadge from './network-badge';
import RenameForm from './rename-form';

interface TitleCellProps {
	className: string;
	/** The stored title (what the rename form starts from). */
	title: string;
	/** The title as shown, e.g. "(no title)" for an empty one. */
	shownTitle: string;
	/** The rename field's name for screen readers, e.g. "Template title". */
	renameLabel: string;
	/** Whether the post is network-wide (a badge follows its title). */
	network: boolean | undefined;
	renaming: boolean;
	/** Saves a new title; resolves true once saved. */
	onRename: ( title: string ) => Promise< boolean >;
	/** Renaming ended (saved or abandoned). */
	onRenameEnd: () => void;
	onOpen: () => void;
}

/**
 * The title cell of a list row: the title as a link that opens the post and
 * its Network badge, or the inline rename form while renaming.
 *
 * @param props             Component props.
 * @param props.className   The cell's class.
 * @param props.title       The stored title.
 * @param props.shownTitle  The title as shown.
 * @param props.renameLabel The rename field's name for screen readers.
 * @param props.network     Whether the post is network-wide.
 * @param props.renaming    Whether the rename form shows.
 * @param props.onRename    Saves a new title.
 * @param props.onRenameEnd Renaming ended.
 * @param props.onOpen      Opens the post.
 */
export default function TitleCell( {
	className,
	title,
	shownTitle,
	renameLabel,
	network,
	renaming,
	onRename,
	onRenameEnd,
	onOpen,
}: TitleCellProps ) {
	return (
		<td className={ className }>
			{ renaming ? (
				<RenameForm
					title={ title }
					label={ renameLabel }
					onCancel={ onRenameEnd }
					onSave={ async ( value ) => {
						if ( await onRename( value ) ) {
							onRenameEnd();
						}
					} }
				/>
			) : (
				<>
					<Button variant="link" onClick={ onOpen }>
						{ shownTitle }
					</Button>
					<NetworkBadge shown={ network } />
				</>
			) }
		</td>
	);
}
