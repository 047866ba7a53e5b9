/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { AudienceLists } from '../../components/audience';
import { useAudienceLabels } from '../../components/audience/use-audience-labels';
import { errorMessage } from '../../components/utils/api';
import { readConfig } from '../../shared/config/read-config';
import { fetchAccess, type Access } from '../api/access';
import { readMenuCreatorConfig } from '../menu-creator-config';
import type { Tree } from '../tree/tree';
import {
	audienceChoices,
	currentChoice,
	type AudienceChoice,
	type AudienceChoices,
} from './audience';
import { outOfReach, type OutOfReach } from './reach';

/** The preview's audience and what it cannot open. */
export interface PreviewAs {
	choices: AudienceChoices;
	choice: AudienceChoice;
	choose: ( value: string ) => void;
	/** `loading` while the server is asked about this audience. */
	status: 'ready' | 'loading' | 'error';
	error: string;
	/** Shown entries the audience cannot open (none for the administrator). */
	outOfReach: OutOfReach[];
}

/** Nothing held against the administrator. */
const NOTHING_HELD_AGAINST: Readonly< Record< string, boolean > > = {};

/**
 * The administrator's display name.
 */
function selfName(): string {
	try {
		return readConfig().currentUser.displayName;
	} catch {
		return '';
	}
}

/**
 * Whom the preview shows the menu as (the first role or user the menu
 * applies to, until the administrator picks another), and which entries
 * that audience cannot open: the page carries each item's capability, the
 * server says which of them the audience holds (one request per audience).
 *
 * @param tree  The menu being edited.
 * @param lists Who the menu applies to.
 */
export function usePreviewAs( tree: Tree, lists: AudienceLists ): PreviewAs {
	const config = useMemo( readMenuCreatorConfig, [] );
	const self = useMemo( selfName, [] );
	const capabilities = useMemo(
		() => [ ...new Set( Object.values( config.capabilities ) ) ].sort(),
		[ config ]
	);
	const { labels } = useAudienceLabels( lists.forUsers );
	const choices = useMemo(
		() => audienceChoices( lists, config.roles, labels.users, self ),
		[ lists, config, labels, self ]
	);
	const [ chosen, choose ] = useState< string | null >( null );
	const choice = currentChoice( choices, chosen );

	const answers = useRef( new Map< string, Access >() );
	const [ answer, setAnswer ] = useState< {
		value: string;
		access?: Access;
		error?: string;
	} >( { value: '' } );
	const { audience, value } = choice;

	useEffect( () => {
		if ( audience.type === 'self' || capabilities.length === 0 ) {
			return;
		}
		const known = answers.current.get( value );
		if ( known ) {
			setAnswer( { value, access: known } );
			return;
		}
		let current = true;
		setAnswer( { value } );
		fetchAccess( audience, capabilities ).then(
			( access ) => {
				answers.current.set( value, access );
				if ( current ) {
					setAnswer( { value, access } );
				}
			},
			( caught: unknown ) => {
				if ( current ) {
					setAnswer( { value, error: errorMessage( caught ) } );
				}
			}
		);
		return () => {
			current = false;
		};
		// The audience is named by its value.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ value, capabilities ] );

	const asked = audience.type !== 'self' && capabilities.length > 0;
	const failed = asked && answer.value === value ? answer.error : undefined;
	let held: Readonly< Record< string, boolean > > | undefined =
		NOTHING_HELD_AGAINST;
	if ( asked ) {
		held =
			answer.value === value
				? answer.access?.held
				: answers.current.get( value )?.held;
	}
	const greyed = useMemo(
		() => ( held ? outOfReach( tree, config.capabilities, held ) : [] ),
		[ tree, config, held ]
	);
	let status: PreviewAs[ 'status' ] = 'ready';
	if ( failed !== undefined ) {
		status = 'error';
	} else if ( ! held ) {
		status = 'loading';
	}
	return {
		choices,
		choice,
		choose,
		status,
		error: failed ?? '',
		outOfReach: greyed,
	};
}
