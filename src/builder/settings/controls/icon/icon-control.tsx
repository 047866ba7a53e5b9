/**
 * WordPress dependencies
 */
import { Button, SearchControl } from '@wordpress/components';
import { useId, useMemo, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import OptionField from '../option-field';
import BlockIcon from '../../../../blocks/shared/block-icon';
import { LoadingSpinner } from '../../../../components';
import type { OptionControlProps } from '../../types';
import { toIconName } from '../values';
import { searchIcons, useIconNames } from './search-icons';

/** How many icons the grid shows at first, and adds per "Show more". */
export const ICON_PAGE_SIZE = 90;

/**
 * The index arrow keys move to in the icon grid: Left/Right by one,
 * Up/Down by a row, Home/End to the ends; undefined for other keys.
 *
 * @param key     KeyboardEvent.key.
 * @param index   The focused icon.
 * @param count   How many icons are shown.
 * @param columns Icons per row.
 */
export function gridTarget(
	key: string,
	index: number,
	count: number,
	columns: number
): number | undefined {
	const last = count - 1;
	const clamp = ( target: number ) => Math.max( 0, Math.min( last, target ) );
	switch ( key ) {
		case 'ArrowRight':
			return clamp( index + 1 );
		case 'ArrowLeft':
			return clamp( index - 1 );
		case 'ArrowDown':
			return clamp( index + columns );
		case 'ArrowUp':
			return clamp( index - columns );
		case 'Home':
			return 0;
		case 'End':
			return last;
		default:
			return undefined;
	}
}

/**
 * How many buttons share the first row of a grid.
 *
 * @param buttons The grid's buttons.
 */
function columnsOf( buttons: HTMLElement[] ): number {
	const top = buttons[ 0 ]?.offsetTop ?? 0;
	const columns = buttons.filter(
		( button ) => button.offsetTop === top
	).length;
	return Math.max( 1, columns );
}

interface IconPickerProps {
	id: string;
	current: string;
	onChoose: ( name: string ) => void;
}

/**
 * The searchable grid. It shows one page of icons and grows on request, so
 * the thousands of names never become thousands of buttons at once; the
 * names themselves load when the picker first opens.
 *
 * @param props          Component props.
 * @param props.id       Element id (the toggle's aria-controls).
 * @param props.current  The chosen icon.
 * @param props.onChoose Receives the clicked icon's name.
 */
function IconPicker( { id, current, onChoose }: IconPickerProps ) {
	const names = useIconNames();
	const [ search, setSearch ] = useState( '' );
	const [ shown, setShown ] = useState( ICON_PAGE_SIZE );
	// Roving focus: one tab stop for the grid, arrow keys move inside it.
	const [ active, setActive ] = useState( 0 );
	const matches = useMemo(
		() => ( names ? searchIcons( search, names ) : [] ),
		[ search, names ]
	);
	const visible = matches.slice( 0, shown );
	const focusable = Math.min( active, Math.max( 0, visible.length - 1 ) );

	const onIconKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const grid = event.currentTarget.parentElement;
		const buttons = grid
			? Array.from( grid.querySelectorAll< HTMLElement >( 'button' ) )
			: [];
		const target = gridTarget(
			event.key,
			focusable,
			buttons.length,
			columnsOf( buttons )
		);
		if ( target === undefined ) {
			return;
		}
		event.preventDefault();
		setActive( target );
		buttons[ target ]?.focus();
	};

	return (
		<div id={ id } className="uip-icon-control__picker">
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search icons', 'uipress' ) }
				value={ search }
				onChange={ ( next: string ) => {
					setSearch( next );
					setShown( ICON_PAGE_SIZE );
					setActive( 0 );
				} }
			/>
			{ names ? (
				<p className="uip-icon-control__count" aria-live="polite">
					{ sprintf(
						/* translators: %d: number of icons found. */
						_n( '%d icon', '%d icons', matches.length, 'uipress' ),
						matches.length
					) }
				</p>
			) : (
				<LoadingSpinner label={ __( 'Loading icons', 'uipress' ) } />
			) }
			<div
				className="uip-icon-control__grid"
				role="group"
				aria-label={ __( 'Icons', 'uipress' ) }
			>
				{ visible.map( ( name, index ) => (
					<button
						key={ name }
						type="button"
						className="uip-icon-control__icon"
						title={ name }
						aria-label={ name }
						aria-pressed={ name === current }
						tabIndex={ index === focusable ? 0 : -1 }
						onFocus={ () => setActive( index ) }
						onKeyDown={ onIconKeyDown }
						onClick={ () => onChoose( name ) }
					>
						<BlockIcon name={ name } />
					</button>
				) ) }
			</div>
			{ matches.length > visible.length && (
				<Button
					variant="tertiary"
					size="small"
					onClick={ () => setShown( shown + ICON_PAGE_SIZE ) }
				>
					{ __( 'Show more icons', 'uipress' ) }
				</Button>
			) }
		</div>
	);
}

export interface IconChooserProps {
	/** The chosen icon's name, '' for none. */
	current: string;
	/** Receives the chosen name, or '' when cleared. */
	onChange: ( name: string ) => void;
}

/**
 * "Choose icon" opening the icon grid, and "Clear icon" once one is chosen
 * (whole strings: the field's own label says what the icon is for): the
 * picker without a line saying the value, for fields that say it in their
 * own words (a menu entry's default icon).
 *
 * @param props          Component props.
 * @param props.current  The chosen icon.
 * @param props.onChange Receives the name.
 */
export function IconChooser( { current, onChange }: IconChooserProps ) {
	const [ open, setOpen ] = useState( false );
	const pickerId = `uip-icon-picker-${ useId() }`;
	return (
		<>
			<div className="uip-icon-control__actions">
				<Button
					variant="secondary"
					size="small"
					aria-expanded={ open }
					aria-controls={ pickerId }
					onClick={ () => setOpen( ! open ) }
				>
					{ __( 'Choose icon', 'uipress' ) }
				</Button>
				{ current && (
					<Button
						variant="tertiary"
						size="small"
						onClick={ () => onChange( '' ) }
					>
						{ __( 'Clear icon', 'uipress' ) }
					</Button>
				) }
			</div>
			{ open && (
				<IconPicker
					id={ pickerId }
					current={ current }
					onChoose={ ( name ) => {
						onChange( name );
						setOpen( false );
					} }
				/>
			) }
		</>
	);
}

/**
 * The icon option: the chosen icon and its name (or "No icon"), and the
 * chooser.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the icon name.
 */
export default function IconOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const current = toIconName( value );
	return (
		<OptionField option={ option } className="uip-icon-control">
			<div className="uip-icon-control__current">
				{ current ? (
					<>
						<BlockIcon name={ current } />
						<code>{ current }</code>
					</>
				) : (
					<span>{ __( 'No icon', 'uipress' ) }</span>
				) }
			</div>
			<IconChooser current={ current } onChange={ onChange } />
		</OptionField>
	);
}
