/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { chevronDown, chevronUp, plus, trash } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import {
	describeAudience,
	fromPickerValue,
	toPickerValue,
	type AudienceLabels,
} from '../../components/audience/audience-value';
import { useAudienceLabels } from '../../components/audience/use-audience-labels';
import { useRoleNames } from '../../components/post-list/use-role-names';
import RoleSelect from '../../components/role-select';
import {
	audienceError,
	changeRule,
	emptyRule,
	MAX_RULES,
	moveRule,
	rulesOf,
	targetError,
	type RedirectRule,
} from './redirect-rules';
import './sign-in.scss';

export interface RedirectRulesFieldProps {
	/** The id the screen focuses when the server refuses the list. */
	id: string;
	label: string;
	help?: string;
	value: unknown;
	onChange: ( rules: RedirectRule[] ) => void;
	/** False: shown read-only, with the reason. */
	canEdit: boolean;
	/** The rule the server refused, if any. */
	invalidRule?: number;
}

/** Why the rules cannot be changed. */
export function readOnlyRulesHelp(): string {
	return __(
		'Where every user signs in and lands is changed only by users who may post unfiltered HTML.',
		'uipress'
	);
}

/**
 * Keys that follow the rules through moves, so a moved rule keeps its
 * fields (and the focus).
 *
 * @param count How many rules there are.
 */
function useRuleKeys( count: number ) {
	const next = useRef( 0 );
	const keys = useRef< number[] >( [] );
	while ( keys.current.length < count ) {
		keys.current.push( next.current++ );
	}
	keys.current.length = count;
	return keys;
}

/**
 * An ordered list of redirect rules: each names roles and users (the role
 * select) and where to send them; rules are added, moved up or down and
 * removed with buttons. A rule's errors show once it has been edited or
 * when the server refused it; nothing typed is lost.
 *
 * @param props             Component props.
 * @param props.id          The id the screen focuses on a refusal.
 * @param props.label       The setting's label.
 * @param props.help        Its help.
 * @param props.value       The rules.
 * @param props.onChange    Receives the new rules.
 * @param props.canEdit     Whether the user may change them.
 * @param props.invalidRule The rule the server refused.
 */
export default function RedirectRulesField( {
	id,
	label,
	help,
	value,
	onChange,
	canEdit,
	invalidRule,
}: RedirectRulesFieldProps ) {
	const rules = rulesOf( value );
	const keys = useRuleKeys( rules.length );
	const [ touched, setTouched ] = useState< ReadonlySet< number > >(
		() => new Set()
	);
	const [ focusRule, setFocusRule ] = useState< number | null >( null );
	const list = useRef< HTMLOListElement >( null );
	const addButton = useRef< HTMLButtonElement >( null );
	const { labels: picked, remember } = useAudienceLabels(
		rules.flatMap( ( rule ) => rule.users )
	);
	const roleNames = useRoleNames();
	const labels: AudienceLabels = {
		roles: new Map( [ ...roleNames, ...picked.roles ] ),
		users: picked.users,
	};
	const helpId = `${ id }-help`;

	useEffect( () => {
		if ( focusRule === null ) {
			return;
		}
		setFocusRule( null );
		const items = list.current?.children;
		const item = items?.[ Math.min( focusRule, items.length - 1 ) ];
		(
			item?.querySelector< HTMLElement >( '.uip-role-select__preview' ) ??
			addButton.current
		)?.focus();
	}, [ focusRule ] );

	const touch = ( key: number ) =>
		setTouched( ( known ) => new Set( known ).add( key ) );

	const add = () => {
		onChange( [ ...rules, emptyRule() ] );
		setFocusRule( rules.length );
	};
	const move = ( from: number, to: number ) => {
		const moved = keys.current.splice( from, 1 );
		keys.current.splice( to, 0, ...moved );
		onChange( moveRule( rules, from, to ) );
	};
	const remove = ( index: number ) => {
		keys.current.splice( index, 1 );
		onChange( rules.filter( ( _rule, at ) => at !== index ) );
		setFocusRule( rules.length > 1 ? index : -1 );
	};

	if ( ! canEdit ) {
		return (
			<fieldset className="uip-sign-in-rules" aria-describedby={ helpId }>
				<legend className="uip-settings__legend">{ label }</legend>
				<p className="uip-settings__help" id={ helpId }>
					{ [ help, readOnlyRulesHelp() ]
						.filter( Boolean )
						.join( ' ' ) }
				</p>
				{ rules.length ? (
					<ol className="uip-sign-in-rules__summary">
						{ rules.map( ( rule, index ) => (
							<li key={ keys.current[ index ] }>
								{ sprintf(
									/* translators: 1: who, 2: where to. */
									__( '%1$s: %2$s', 'uipress' ),
									describeAudience(
										toPickerValue( rule, labels ),
										[]
									),
									rule.to
								) }
							</li>
						) ) }
					</ol>
				) : (
					<p className="uip-settings__empty">
						{ __( 'No rules.', 'uipress' ) }
					</p>
				) }
			</fieldset>
		);
	}

	return (
		<fieldset className="uip-sign-in-rules" aria-describedby={ helpId }>
			<legend className="uip-settings__legend">{ label }</legend>
			{ help && (
				<p className="uip-settings__help" id={ helpId }>
					{ help }
				</p>
			) }
			{ rules.length === 0 && (
				<p className="uip-settings__empty">
					{ __( 'No rules: WordPress decides.', 'uipress' ) }
				</p>
			) }
			<ol className="uip-sign-in-rules__list" ref={ list }>
				{ rules.map( ( rule, index ) => {
					const key = keys.current[ index ] ?? index;
					const number = index + 1;
					const showErrors =
						touched.has( key ) || invalidRule === index;
					const whoError = showErrors ? audienceError( rule ) : '';
					const toError = showErrors ? targetError( rule.to ) : '';
					const targetId = `${ id }-rule-${ key }-to`;
					return (
						<li
							key={ key }
							className={
								whoError || toError || invalidRule === index
									? 'uip-sign-in-rules__rule is-invalid'
									: 'uip-sign-in-rules__rule'
							}
							aria-label={ sprintf(
								/* translators: %d: the rule's number. */
								__( 'Rule %d', 'uipress' ),
								number
							) }
						>
							<div className="uip-sign-in-rules__who">
								<span className="uip-sign-in-rules__caption">
									{ __( 'Who', 'uipress' ) }
								</span>
								<RoleSelect
									value={ toPickerValue( rule, labels ) }
									placeholder={ __(
										'Choose roles or users',
										'uipress'
									) }
									returnType="id"
									onChange={ ( items ) => {
										remember( items );
										const { roles, users } =
											fromPickerValue( items );
										touch( key );
										onChange(
											changeRule( rules, index, {
												roles,
												users,
											} )
										);
									} }
								/>
								{ whoError && (
									<p className="uip-settings__error">
										{ whoError }
									</p>
								) }
							</div>
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								// The screen focuses this id when the server refuses this rule.
								id={ invalidRule === index ? id : targetId }
								label={ __( 'Send them to', 'uipress' ) }
								help={
									toError ||
									__(
										'An admin page such as edit.php?post_type=page, or a full address on this site.',
										'uipress'
									)
								}
								className={
									toError
										? 'uip-sign-in-rules__to has-error'
										: 'uip-sign-in-rules__to'
								}
								aria-invalid={ toError ? true : undefined }
								value={ rule.to }
								spellCheck={ false }
								onChange={ ( to ) =>
									onChange(
										changeRule( rules, index, { to } )
									)
								}
								onBlur={ () => touch( key ) }
							/>
							<div className="uip-sign-in-rules__actions">
								<Button
									size="small"
									icon={ chevronUp }
									label={ sprintf(
										/* translators: %d: the rule's number. */
										__( 'Move rule %d up', 'uipress' ),
										number
									) }
									disabled={ index === 0 }
									accessibleWhenDisabled
									onClick={ () => move( index, index - 1 ) }
								/>
								<Button
									size="small"
									icon={ chevronDown }
									label={ sprintf(
										/* translators: %d: the rule's number. */
										__( 'Move rule %d down', 'uipress' ),
										number
									) }
									disabled={ index === rules.length - 1 }
									accessibleWhenDisabled
									onClick={ () => move( index, index + 1 ) }
								/>
								<Button
									size="small"
									icon={ trash }
									isDestructive
									label={ sprintf(
										/* translators: %d: the rule's number. */
										__( 'Remove rule %d', 'uipress' ),
										number
									) }
									onClick={ () => remove( index ) }
								/>
							</div>
						</li>
					);
				} ) }
			</ol>
			<Button
				ref={ addButton }
				variant="secondary"
				icon={ plus }
				disabled={ rules.length >= MAX_RULES }
				accessibleWhenDisabled
				onClick={ add }
			>
				{ __( 'Add rule', 'uipress' ) }
			</Button>
		</fieldset>
	);
}
