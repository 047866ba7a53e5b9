/**
 * The "Greeting" block: registered with UiPress through the `uipress.blocks`
 * filter. Plain JavaScript on WordPress's own packages, so there is nothing
 * to build.
 *
 * @param {Object} wp WordPress's script packages (wp.hooks, wp.element, wp.i18n).
 */
( function ( wp ) {
	const { addFilter } = wp.hooks;
	const { createElement } = wp.element;
	const { __, sprintf } = wp.i18n;

	/**
	 * What the block renders. UiPress gives it the block, the display mode
	 * ('builder', 'prod' or 'preview') and its options, with the defaults
	 * below applied; it wraps it in the block's root element (styles,
	 * classes, link, tooltip, interactions).
	 *
	 * @param {Object} props         Component props.
	 * @param {Object} props.options The block's option values.
	 */
	function Greeting( props ) {
		const name = String( props.options.name || '' ).trim();
		return createElement(
			'p',
			{ className: 'uipress-example-greeting' },
			name
				? /* translators: %s: a name. */
				  sprintf( __( 'Hello, %s!', 'uipress' ), name )
				: __( 'Hello!', 'uipress' )
		);
	}

	addFilter(
		'uipress.blocks',
		'uipress-example-block/greeting',
		function ( blocks ) {
			return blocks.concat( [
				{
					name: __( 'Greeting', 'uipress' ),
					moduleName: 'uipress-example-greeting',
					description: __( 'Greets whoever reads it.', 'uipress' ),
					group: 'elements',
					icon: 'waving_hand',
					optionsEnabled: {
						block: {
							options: [
								{
									option: 'text',
									uniqueKey: 'name',
									label: __( 'Name', 'uipress' ),
									value: '',
								},
							],
						},
						style: true,
						advanced: true,
					},
					component: Greeting,
				},
			] );
		}
	);
} )( window.wp );
