/**
 * WordPress dependencies
 */
import {
	Children,
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import {
	useDynamicText,
	useTemplateId,
} from '../../engine/renderer/block-hooks';
import { useCreateNotification } from '../../engine/notifications';
import type { BlockComponentProps } from '../../engine/types';
import { PAGE_EVENTS, dispatchPageEvent } from '../../runtime/events';
import BlockDropZone from '../shared/drop-zone';
import {
	FormContext,
	type FormContextValue,
	type FormValue,
} from '../shared/form-context';
import { isOn } from '../shared/form-field';
import { dynamicOption } from '../shared/options';
import {
	FORM_SUCCESS_MS,
	followRedirect,
	formFailure,
	loadFormValues,
	submitForm,
} from './form-api';
import './form.scss';

type Status = 'idle' | 'loading' | 'success';

/**
 * The form block: a form around its child blocks, whose input blocks hold
 * their values in it. Submitting sends the values by template and block
 * (the server runs the stored action); states idle, loading (the button is
 * busy) and success (the message shows for 10 s). Email and phpFunction
 * successes empty the inputs; a redirect may follow. With prePopulate the
 * stored values fill the inputs on load. The builder never submits; the
 * preview, which has no stored template, says so.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.mode     Display mode.
 * @param props.options  The block's options.
 * @param props.children The rendered child blocks.
 */
export default function Form( {
	block,
	mode,
	options,
	children,
}: BlockComponentProps ) {
	const uid = block.uid;
	const templateId = useTemplateId();
	const notify = useCreateNotification();
	const submitText =
		useDynamicText( dynamicOption( options, 'submitText' ) ).trim() ||
		__( 'Submit', 'uipress' );
	const live = mode !== 'builder';
	const prePopulate = isOn( options.prePopulate );

	const [ values, setValues ] = useState< Record< string, FormValue > >( {} );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ status, setStatus ] = useState< Status >( 'idle' );
	const [ message, setMessage ] = useState( '' );
	const [ previewNotice, setPreviewNotice ] = useState( false );
	const mounted = useRef( true );
	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );

	const setValue = useCallback(
		( name: string, value: FormValue ) => {
			setValues( ( current ) => ( { ...current, [ name ]: value } ) );
			setErrors( ( current ) => {
				if ( ! ( name in current ) ) {
					return current;
				}
				const rest = { ...current };
				delete rest[ name ];
				return rest;
			} );
			dispatchPageEvent( PAGE_EVENTS.formsChange, {
				form: uid,
				name,
				value,
			} );
		},
		[ uid ]
	);
	const context = useMemo< FormContextValue >(
		() => ( { uid, values, errors, setValue } ),
		[ uid, values, errors, setValue ]
	);

	// Pre-populate: the stored values fill what the user has not typed yet.
	useEffect( () => {
		if ( ! live || ! prePopulate || ! templateId ) {
			return undefined;
		}
		let active = true;
		loadFormValues( templateId, uid ).then(
			( stored ) =>
				active &&
				setValues( ( current ) => ( { ...stored, ...current } ) ),
			( error: unknown ) => {
				if ( active ) {
					const failure = formFailure( error );
					notify( {
						title: failure.title ?? failure.message,
						message: failure.title ? failure.message : undefined,
						status: 'error',
					} );
				}
			}
		);
		return () => {
			active = false;
		};
		// notify is stable for the registry.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ live, prePopulate, templateId, uid ] );

	// The success message shows for FORM_SUCCESS_MS.
	useEffect( () => {
		if ( status !== 'success' ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => setStatus( 'idle' ),
			FORM_SUCCESS_MS
		);
		return () => window.clearTimeout( timer );
	}, [ status, message ] );

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( ! live || status === 'loading' ) {
			return;
		}
		if ( ! templateId ) {
			setPreviewNotice( true );
			return;
		}
		setPreviewNotice( false );
		setStatus( 'loading' );
		setErrors( {} );
		try {
			const result = await submitForm( templateId, uid, values );
			if ( ! mounted.current ) {
				return;
			}
			if ( result.reset ) {
				setValues( {} );
			}
			setMessage( result.message );
			setStatus( 'success' );
			if ( result.redirect ) {
				followRedirect( result.redirect );
			}
		} catch ( error ) {
			if ( ! mounted.current ) {
				return;
			}
			setStatus( 'idle' );
			const failure = formFailure( error );
			if ( failure.field ) {
				setErrors( { [ failure.field ]: failure.message } );
			}
			notify( {
				title: failure.title ?? failure.message,
				message: failure.title ? failure.message : undefined,
				status: 'error',
			} );
		}
	};

	const loading = status === 'loading';
	let statusText = '';
	if ( status === 'success' ) {
		statusText = message;
	} else if ( previewNotice ) {
		statusText = __(
			'Forms send their data in the interface, not in this preview.',
			'uipress'
		);
	}

	return (
		<FormContext.Provider value={ context }>
			<form
				className="uip-form"
				onSubmit={ submit }
				aria-busy={ loading || undefined }
			>
				<div className="uip-form__fields">
					{ Children.count( children ) > 0 || mode !== 'builder' ? (
						children
					) : (
						<BlockDropZone />
					) }
				</div>
				<div className="uip-form__footer">
					<button
						type="submit"
						className="uip-form__submit"
						disabled={ loading }
						aria-busy={ loading || undefined }
					>
						{ submitText }
					</button>
					<p
						className={ `uip-form__status${
							status === 'success'
								? ' uip-form__status--success'
								: ''
						}` }
						role="status"
					>
						{ statusText }
					</p>
				</div>
			</form>
		</FormContext.Provider>
	);
}
